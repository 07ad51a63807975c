/**
 * The About page's "Who We Are" grid: photo, name, title, organisation and a "Follow on LinkedIn"
 * link (new tab) for each person, in the order editors set.
 */
import {LinkedInSymbol, SymbolUse} from '../editorIcons'
import {SanityImage} from '../SanityImage'
import {Card} from '../ui/Card'
import {OutsideAnchor} from '@/components/ui/OutsideAnchor'
import {NewTabHint} from '../ui/NewTabHint'
import type {TeamMemberData} from './types'

const LINKEDIN_SYMBOL = 'team-linkedin-glyph'

export function TeamGrid({members}: {members: TeamMemberData[]}) {
  if (!members.length) return null
  return (
    <>
      <LinkedInSymbol id={LINKEDIN_SYMBOL} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <Card key={member._id} as="li" className="flex items-start gap-4 p-5">
            <SanityImage
              image={member.image}
              shownWidth={72}
              aspectRatio={1}
              decorative
              className="size-16 shrink-0 rounded-full object-cover ring-4 ring-brand-50 sm:size-18"
            />
            <div className="flex min-w-0 flex-1 flex-col self-stretch">
              <h3 className="font-semibold text-brand-900">{member.name}</h3>
              {member.title ? <p className="mt-0.5 text-sm text-ink">{member.title}</p> : null}
              {member.organisation ? <p className="mt-0.5 text-sm text-muted">{member.organisation}</p> : null}
              {member.linkedinUrl ? (
                <OutsideAnchor
                  href={member.linkedinUrl}
                  className="mt-auto inline-flex min-h-8 items-center gap-1.5 self-start pt-3 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline hover:underline-offset-2"
                >
                  <SymbolUse id={LINKEDIN_SYMBOL} className="size-4" />
                  Follow on LinkedIn
                  <span className="sr-only">: {member.name}</span>
                  <NewTabHint />
                </OutsideAnchor>
              ) : null}
            </div>
          </Card>
        ))}
      </ul>
    </>
  )
}
