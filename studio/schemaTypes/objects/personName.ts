/**
 * The name field every kind of person in the content starts with (team members, keynote and event
 * speakers, presenters, pilot implementers): required, shown on the person's card.
 * `description` says where it shows; `missing` is the error while it is empty.
 */
import {defineField} from 'sanity'

export const personNameField = (description: string, missing: string) =>
  defineField({
    name: 'name',
    title: 'Name',
    type: 'string',
    description,
    validation: (rule) => rule.required().error(missing),
  })
