/** A YouTube video behind its poster: nothing loads from YouTube until a visitor clicks, as elsewhere on the site. */
import {PlayIcon} from '@sanity/icons/Play'
import {defineField} from '@sanity/types'
import {httpUrl} from './fields/validation.ts'
import {defineSection, headingField} from './defineSection.ts'

/** youtube.com/watch?v=…, youtu.be/…, youtube.com/embed/… or /shorts/…; anything else would only show as a link. */
const YOUTUBE = /^https:\/\/(www\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,}/

export const videoSection = defineSection({
  name: 'videoSection',
  title: 'Video',
  description: 'A YouTube video behind a poster picture; it loads only when a visitor clicks play.',
  icon: PlayIcon,
  select: {heading: 'heading', url: 'url', media: 'poster'},
  summary: ({url}) => (typeof url === 'string' ? url : null),
  fields: [
    headingField('the video'),
    defineField({
      name: 'title',
      title: 'Video title',
      type: 'string',
      description: 'What the video is, read on the play button, e.g. “Full recording of the 2025 summit”.',
      validation: (rule) => rule.required().error('Write the video’s title: the play button reads it out.'),
    }),
    defineField({
      name: 'url',
      title: 'YouTube address',
      type: 'url',
      description: 'The video’s address on YouTube, e.g. https://www.youtube.com/watch?v=…',
      validation: (rule) => [
        ...httpUrl(rule, {required: true}),
        rule
          .custom((value: string | undefined) =>
            !value || YOUTUBE.test(value) ? true : 'Paste a YouTube address (youtube.com or youtu.be).',
          )
          .error(),
      ],
    }),
    defineField({
      name: 'poster',
      title: 'Poster',
      type: 'accessibleImage',
      description: 'Optional picture shown until the video is played (16:9).',
    }),
  ],
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Video"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="24" y="22" width="192" height="116" rx="8" fill="#0f6b6a"/><rect x="24" y="22" width="192" height="116" rx="8" fill="#0a3433" opacity=".35"/><circle cx="120" cy="80" r="22" fill="#ffffff" opacity=".92"/><path d="M113 68v24l20-12z" fill="#0f6b6a"/></svg>',
  example: {
    _key: 'video',
    heading: 'The 2025 showcase',
    title: 'Recording of the 2025 showcase',
    url: 'https://www.youtube.com/watch?v=SAMPLEsum25',
  },
  shows: 'The 2025 showcase',
})
