/**
 * The Studio: one workspace over the project's dataset, the editors' desk (structure.ts), and
 * guards that keep singletons single.
 */
import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {visionTool} from '@sanity/vision'
import {schemaTypes} from './schemaTypes'
import {singletonTypes} from './singletons'
import {structure} from './structure'
import {ViewOnSiteAction} from './actions/viewOnSite'

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Fundraising Innovation',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'offline0',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({structure}), visionTool({defaultApiVersion: '2025-09-01'})],
  schema: {
    types: schemaTypes,
    // A singleton is opened from the desk, never created from the "new document" menu.
    templates: (templates) => templates.filter(({schemaType}) => !singletonTypes.has(schemaType)),
  },
  document: {
    // A singleton can be edited and published, never duplicated or deleted.
    actions: (actions, {schemaType}) => [
      ...(singletonTypes.has(schemaType) ? actions.filter(({action}) => action && SINGLETON_ACTIONS.has(action)) : actions),
      ViewOnSiteAction,
    ],
    newDocumentOptions: (items, {creationContext}) =>
      creationContext.type === 'global' ? items.filter((item) => !singletonTypes.has(item.templateId)) : items,
  },
})
