/**
 * Documents that exist exactly once, each at a fixed id (its type): Site settings, then every single
 * page of the site's route table (PAGE_PATHS in @site/routes), in the route table's order, each titled
 * as its schema type is. Adding a page to the route table adds it here. The desk opens them directly
 * (structure.ts); they cannot be created again, duplicated or deleted (sanity.config.ts).
 */
import {PAGE_PATHS} from '@site/routes'
import {schemaTypes} from './schemaTypes'

const SINGLETON_TYPES: readonly string[] = ['siteSettings', ...Object.keys(PAGE_PATHS)]

export const SINGLETONS: {id: string; type: string; title: string}[] = SINGLETON_TYPES.map((type) => {
  const schemaType = schemaTypes.find((candidate) => candidate.name === type)
  return {id: type, type, title: schemaType?.title ?? type}
})

export const singletonTypes = new Set(SINGLETON_TYPES)
