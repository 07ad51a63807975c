/** Questions and answers: each question opens its answer, with the keyboard and screen readers too (no script needed). */
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {defineListSection} from './defineSection.ts'
import {block} from './example.ts'

export const questionAndAnswer = defineType({
  name: 'questionAndAnswer',
  title: 'Question and answer',
  type: 'object',
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'The question as a visitor would ask it; a click on it opens the answer.',
      validation: (rule) => rule.required().error('Write the question.'),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'richText',
      description: 'The answer shown when the question is opened.',
      validation: (rule) => rule.required().error('Write the answer.'),
    }),
  ],
  preview: {select: {title: 'question'}},
})

export const questionsSection = defineListSection({
  name: 'questionsSection',
  title: 'Questions and answers',
  description: 'A list of questions; each opens its answer (works with the keyboard and screen readers).',
  icon: HelpCircleIcon,
  heading: 'the questions, e.g. “Frequently asked questions”',
  headingRequired: true,
  counted: ['question', 'questions'],
  list: defineField({
    name: 'items',
    title: 'Questions',
    type: 'array',
    description: 'The questions in order.',
    of: [defineArrayMember({type: 'questionAndAnswer'})],
    validation: (rule) => rule.required().min(1).error('Add at least one question, or remove the section.'),
  }),
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Questions and answers"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="20" y="20" width="110" height="10" rx="5.0" fill="#0a3433"/><rect x="18" y="40" width="204" height="22" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="28" y="48" width="140" height="6" rx="3.0" fill="#0a3433"/><path d="M204 48l5 5 5-5" fill="none" stroke="#0f6b6a" stroke-width="2"/><rect x="18" y="68" width="204" height="22" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="28" y="76" width="110" height="6" rx="3.0" fill="#0a3433"/><path d="M204 76l5 5 5-5" fill="none" stroke="#0f6b6a" stroke-width="2"/><rect x="18" y="96" width="204" height="22" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="28" y="104" width="140" height="6" rx="3.0" fill="#0a3433"/><path d="M204 104l5 5 5-5" fill="none" stroke="#0f6b6a" stroke-width="2"/><rect x="18" y="124" width="204" height="22" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="28" y="132" width="110" height="6" rx="3.0" fill="#0a3433"/><path d="M204 132l5 5 5-5" fill="none" stroke="#0f6b6a" stroke-width="2"/></svg>',
  example: {
    _key: 'faq',
    heading: 'Questions and answers',
    items: [
      {
        _type: 'questionAndAnswer',
        _key: 'q1',
        question: 'Who can nominate?',
        answer: [block('q1-a', 'Only co-initiating organisations nominate concepts.')],
      },
      {
        _type: 'questionAndAnswer',
        _key: 'q2',
        question: 'How many concepts?',
        answer: [block('q2-a', 'Each organisation nominates two to five.')],
      },
    ],
  },
  shows: 'Who can nominate?',
})
