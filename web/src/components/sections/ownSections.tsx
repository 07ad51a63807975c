/**
 * A page's own sections: the kinds of section a page the site lays out itself (Home, About, an article, a Beacon page…)
 * describes its own content with, for placeSections: its header, a full-width band (ui/Band), a framed section (SectionFrame),
 * an event's opening band (EventHero), or something drawn as it is. The page's route fills each
 * entry from its document; an entry whose content is null is hidden, as every section is.
 */
import type {ComponentProps, ReactNode} from 'react'
import {EventHero} from '@/components/events/EventHero'
import {PageHeader} from '@/components/site/PageHeader'
import {Band} from '@/components/ui/Band'
import {framed} from './framed'
import type {SectionKinds} from './placeSections'

type Own<T extends string, Fields> = {_key: string; _type: T} & Fields

export type OwnSection =
  | Own<'header', {title: string; intro?: string | null; children?: ReactNode}>
  | Own<'eventHero', Omit<ComponentProps<typeof EventHero>, 'id' | 'level'>>
  | Own<
      'band',
      {
        anchor?: string
        title?: string | null
        intro?: ReactNode
        tone?: ComponentProps<typeof Band>['tone']
        className?: string
        content: ReactNode
      }
    >
  | Own<'frame', {anchor?: string; heading: string | null; content: ReactNode}>
  | Own<'plain', {content: ReactNode}>

const hasContent = (section: {content: ReactNode}) => (section.content ?? null) !== null

export const OWN_SECTION_KINDS: SectionKinds<OwnSection> = {
  // The opening band of a page: always its h1, never an anchor (a link to it is a link to the page).
  header: {
    draw: ({section: {title, intro, children}}) => (
      <PageHeader title={title} intro={intro}>
        {children}
      </PageHeader>
    ),
    heading: (section) => section.title,
    opens: true,
  },
  eventHero: {
    draw: ({section: {_key, _type, ...hero}, first}) => <EventHero {...hero} level={first ? 1 : 2} />,
    heading: (section) => section.title,
    opens: true,
  },
  band: {
    draw: ({section, id, delay}) => (
      <Band id={id} title={section.title} intro={section.intro} tone={section.tone} delay={delay} className={section.className}>
        {section.content}
      </Band>
    ),
    shows: hasContent,
    heading: (section) => section.title,
    anchor: (section) => section.anchor,
  },
  frame: {
    ...framed<Extract<OwnSection, {_type: 'frame'}>>({
      content: ({section}) => section.content,
      heading: (section) => section.heading,
      shows: hasContent,
    }),
    anchor: (section) => section.anchor,
  },
  plain: {draw: ({section}) => <>{section.content}</>, shows: hasContent, still: true},
}
