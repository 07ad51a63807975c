/**
 * The contact page as app/contact draws it: its heading and introduction, the e-mail link and the
 * social profiles (both edited in Site settings), then the editors' more sections.
 */
import {OutsideAnchor} from '@/components/ui/OutsideAnchor'
import {linkAddress} from '@/security/linkAddress'
import type {CSSProperties} from 'react'
import {ArrowUpRight, Mail} from '@/components/lucide'
import {Icon} from '@/components/editorIcons'
import {SINGLE_PAGE_KINDS, type SinglePageSection} from '@/components/sections/singlePageKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import type {MoreSectionsData} from '@/components/sections/moreSectionsData'
import {Card} from '@/components/ui/Card'
import {Container} from '@/components/ui/Container'
import {NewTabHint} from '@/components/ui/NewTabHint'
import type {ContactPageQueryResult} from '@site/types'

export function ContactBody({contact, more}: {contact: NonNullable<ContactPageQueryResult>; more: MoreSectionsData}) {
  // Shown only as an e-mail link (security/linkAddress.ts decides what may be one).
  const email = linkAddress(contact.email)
  const mail = email?.kind === 'mail' ? email.href : null
  const address = mail?.replace(/^mailto:/i, '')

  const sections: SinglePageSection[] = [
    {_key: 'header', _type: 'header', title: contact.heading, intro: contact.intro},
    {
      _key: 'body',
      _type: 'plain',
      content: (
        <Container className="grid gap-6 py-12 sm:py-16 lg:grid-cols-[2fr_3fr]">
          {address ? (
            <div
              style={{'--delay': '0s'} as CSSProperties}
              className="fade-in flex flex-col self-start rounded-card bg-brand-900 p-6 text-white shadow-sm sm:p-8"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-500 text-brand-900">
                <Mail className="size-6" aria-hidden="true" />
              </span>
              <h2 className="mt-5 text-xl font-semibold">Email Us</h2>
              <a
                href={mail ?? undefined}
                className="mt-5 text-lg font-semibold break-all text-white underline decoration-accent-500 decoration-2 underline-offset-4 hover:decoration-white sm:text-xl"
              >
                {address}
              </a>
            </div>
          ) : null}

          {contact.socialLinks.length ? (
            <Card index={1} className="sm:p-8">
              <h2 className="text-xl font-semibold text-brand-900">Follow Us</h2>
              <ul className="mt-4 divide-y divide-line">
                {contact.socialLinks.map((link) => (
                  <li key={link._key}>
                    <OutsideAnchor href={link.url} className="group flex items-center gap-4 py-4 transition-colors hover:text-brand-700">
                      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 transition-colors group-hover:bg-brand-500 group-hover:text-white">
                        <Icon name={link.icon} className="size-5" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-ink group-hover:text-brand-700">{link.name}</span>
                        {link.description ? <span className="block text-sm text-muted">{link.description}</span> : null}
                      </span>
                      <ArrowUpRight className="size-5 shrink-0 text-muted group-hover:text-brand-700" aria-hidden="true" />
                      <NewTabHint />
                    </OutsideAnchor>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </Container>
      ),
    },
  ]

  return (
    <Sections placed={placeSections([...sections, ...more.sections], SINGLE_PAGE_KINDS, {opening: true})} attributes={more.attributes} />
  )
}
