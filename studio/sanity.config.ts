/**
 * The Studio: one workspace over the project's dataset, the editors' desk (structure.ts), the launch
 * checklist (launchChecklist/), the Presentation tool for draft previews (presentation.ts), and guards
 * that keep singletons single.
 */
import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {visionTool} from '@sanity/vision'
import {presentationTool} from 'sanity/presentation'
import {schemaTypes} from './schemaTypes'
import {singletonTypes} from './singletons'
import {structure} from './structure'
import {ViewOnSiteAction} from './actions/viewOnSite'
import {publishWithPreviousSlugs} from './actions/publishWithPreviousSlugs'
import {isSluggedType} from '@site/routes'
import {locationResolvers} from './presentation'
import {siteUrl} from './routes'
import {launchChecklist} from './launchChecklist'

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Fundraising Innovation',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'offline0',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  // Only for the browser tests: a Studio built to talk to the local Content Lake stand-in.
  apiHost: process.env.SANITY_STUDIO_API_HOST || undefined,
  plugins: [
    structureTool({structure}),
    // Every placeholder and gap left before launch, live, each a click away from its field.
    launchChecklist(),
    // Opens the site (SANITY_STUDIO_SITE_URL) in draft mode: an editor sees a draft on its real pages and clicks a text to edit it.
    presentationTool({
      previewUrl: {initial: siteUrl, previewMode: {enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable'}},
      resolve: {locations: locationResolvers(schemaTypes.filter((type) => type.type === 'document').map((type) => type.name))},
    }),
    visionTool({defaultApiVersion: '2025-09-01'}),
  ],
  schema: {
    types: schemaTypes,
    // A singleton is opened from the desk, never created from the "new document" menu.
    templates: (templates) => templates.filter(({schemaType}) => !singletonTypes.has(schemaType)),
  },
  document: {
    // A singleton can be edited and published, never duplicated or deleted.
    actions: (actions, {schemaType}) => [
      ...(singletonTypes.has(schemaType)
        ? actions.filter(({action}) => action && SINGLETON_ACTIONS.has(action))
        : isSluggedType(schemaType)
          ? // Publishing a new slug records the old one, so its links keep working.
            actions.map((action) => (action.action === 'publish' ? publishWithPreviousSlugs(action) : action))
          : actions),
      ViewOnSiteAction,
    ],
    newDocumentOptions: (items, {creationContext}) =>
      creationContext.type === 'global' ? items.filter((item) => !singletonTypes.has(item.templateId)) : items,
  },
})
