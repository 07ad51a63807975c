/**
 * The sections a page made in the Studio is composed of: every kind of @site/sections (one module each,
 * packages/sections), in the order the insert menu lists them, and the objects they are built from.
 * Adding a kind happens there (docs/architecture.md#add-a-section-kind), not here.
 */
import {defineArrayMember, type InsertMenuOptions} from 'sanity'
import {questionAndAnswer, SECTION_KINDS} from '@site/sections'
import {linkButton} from './linkButton'

export const pageSectionTypes = SECTION_KINDS.map((kind) => kind.schema)

/** Objects the sections are built from. */
export const sectionObjectTypes = [linkButton, questionAndAnswer]

export const PAGE_SECTION_TYPES: readonly string[] = pageSectionTypes.map((type) => type.name)

/** Each kind's picture in the insert menu, by its name. */
const PICTURES = new Map(SECTION_KINDS.map((kind) => [kind.schema.name, kind.picture]))
const pictureOf = (type: string) => PICTURES.get(type)

/**
 * What a list of these sections holds and how its insert menu offers them: every kind, each with its
 * picture, none hidden behind a filter. A page's `sections` and every fixed page's `moreSections`
 * (moreSections.ts) are such lists.
 */
export const sectionList = () => ({
  of: PAGE_SECTION_TYPES.map((type) => defineArrayMember({type})),
  options: {
    insertMenu: {filter: false, views: [{name: 'grid', previewImageUrl: pictureOf}, {name: 'list'}]} satisfies InsertMenuOptions,
  },
})
