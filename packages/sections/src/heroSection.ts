/** The opening band of a page: badge, headline, introduction, up to two buttons and a picture. First on the page, its headline is the page's main heading. */
import {RocketIcon} from '@sanity/icons/Rocket'
import {defineArrayMember, defineField} from '@sanity/types'
import {defineSection} from './defineSection.ts'

export const heroSection = defineSection({
  name: 'heroSection',
  title: 'Hero',
  description: 'The opening band: a badge, a large headline, a sentence or two, up to two buttons and a picture.',
  icon: RocketIcon,
  select: {heading: 'headline', media: 'image'},
  fields: [
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      description: 'Optional small label above the headline, e.g. “Annual Event 2026”.',
      validation: (rule) => rule.max(40).warning('Keep the badge short: at most 40 characters.'),
    }),
    defineField({
      name: 'headline',
      title: 'Headline',
      type: 'string',
      description: 'The large title of the band. As the first section, it is the page’s main heading.',
      validation: (rule) => [rule.required().error('Write the headline.'), rule.max(90).warning('Keep the headline under 90 characters.')],
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'Optional: one or two sentences under the headline.',
    }),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      description: 'Up to two buttons under the introduction; the first is drawn as the main one.',
      of: [defineArrayMember({type: 'linkButton'})],
      validation: (rule) => rule.max(2).error('A hero shows at most two buttons: remove one.'),
    }),
    defineField({
      name: 'image',
      title: 'Picture',
      type: 'accessibleImage',
      description: 'Optional picture beside the headline (landscape, about 4 : 3).',
    }),
  ],
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Hero"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="20" y="28" width="44" height="10" rx="5.0" fill="#e0962b"/><rect x="20" y="48" width="100" height="12" rx="6.0" fill="#0a3433"/><rect x="20" y="66" width="84" height="12" rx="6.0" fill="#0a3433"/><rect x="20" y="88" width="96" height="6" rx="3.0" fill="#c9dcdc"/><rect x="20" y="100" width="80" height="6" rx="3.0" fill="#c9dcdc"/><rect x="20" y="118" width="52" height="18" rx="9" fill="#0f6b6a"/><rect x="78" y="118" width="44" height="18" rx="9" fill="none" stroke="#0f6b6a" stroke-width="2"/><rect x="136" y="28" width="86" height="104" rx="8" fill="#0f6b6a" opacity=".25"/><circle cx="160" cy="58" r="10" fill="#e0962b" opacity=".8"/><path d="M140 128l28-34 18 20 12-12 24 26z" fill="#0f6b6a" opacity=".6"/></svg>',
  example: {
    _key: 'hero',
    badge: 'Open call 2027',
    headline: 'Join the 2027 Challenge',
    intro: 'Bring a fundraising idea that has been tested small and is ready to grow.',
    buttons: [
      {
        _type: 'linkButton',
        _key: 'nominate',
        label: 'How nominations work',
        page: {_type: 'reference', _ref: 'nominationPage', _weak: true},
      },
      {_type: 'linkButton', _key: 'outside', label: 'Read the rules', url: 'https://example.org/2027-rules'},
    ],
    image: {
      _type: 'accessibleImage',
      alt: 'Illustration of a lightbulb at the centre of a network of connected organisations',
      _sanityAsset: 'image@file://./images/site_home_hero-1200x900.svg',
    },
  },
  shows: 'Join the 2027 Challenge',
})
