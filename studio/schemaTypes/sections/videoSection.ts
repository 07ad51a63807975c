/** A YouTube video behind its poster: nothing loads from YouTube until a visitor clicks, as elsewhere on the site. */
import {PlayIcon} from '@sanity/icons/Play'
import {defineField} from 'sanity'
import {httpUrl} from '../validation'
import {defineSection, headingField} from './defineSection'

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
})
