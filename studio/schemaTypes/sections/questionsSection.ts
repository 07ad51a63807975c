/** Questions and answers: each question opens its answer, with the keyboard and screen readers too (no script needed). */
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineListSection} from './defineSection'

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
})
