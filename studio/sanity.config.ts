/**
 * The Studio: one workspace over the project's dataset, the editors' desk (structure.ts), the launch
 * checklist (launchChecklist/), the Presentation tool for draft previews (presentation.ts), guards
 * that keep singletons single, document actions that say what they do to the site (actions/), and a
 * badge beside Publish that says whether the site shows the published version yet (liveStatus/).
 * Scheduled Drafts and Content Releases are on, as in Sanity's own defaults; Vision only when asked for.
 */
import {defineConfig, isDev, type DocumentActionComponent} from 'sanity'
import {structureTool} from 'sanity/structure'
import {visionTool} from '@sanity/vision'
import {presentationTool} from 'sanity/presentation'
import {schemaTypes} from './schemaTypes'
import {singletonTypes} from './singletons'
import {structure} from './structure'
import {ViewOnSiteAction} from './actions/viewOnSite'
import {publishWithPreviousSlugs} from './actions/publishWithPreviousSlugs'
import {duplicateWithFreshAddress} from './actions/duplicateWithFreshAddress'
import {DeleteAction, UnpublishAction} from './actions/removal'
import {isSluggedType} from '@site/routes'
import {locationResolvers, mainDocuments} from './presentation'
import {siteUrl} from './routes'
import {launchChecklist} from './launchChecklist'
import {LiveStatusBadge, pagesForBadge} from './liveStatus'

/** A single page's actions: publish (now or scheduled), discard its draft, restore an earlier version. */
const SINGLETON_ACTIONS = new Set(['publish', 'schedule', 'discardChanges', 'restore'])

/**
 * The actions of a document that is not a single page. Unpublish and Delete say beforehand which
 * pages list it (removal.tsx), Unpublish in the menu in every view. For a slugged document, publishing
 * a new slug records the old one, so its links keep working, and a copy starts with no earlier addresses.
 */
const documentAction = (schemaType: string) => (action: DocumentActionComponent) => {
  if (action.action === 'unpublish') return UnpublishAction
  if (action.action === 'delete') return DeleteAction
  if (!isSluggedType(schemaType)) return action
  if (action.action === 'publish') return publishWithPreviousSlugs(action)
  if (action.action === 'duplicate') return duplicateWithFreshAddress(action)
  return action
}

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
      resolve: {
        locations: locationResolvers(schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)),
        mainDocuments: mainDocuments(),
      },
    }),
    // Vision (the GROQ query tool) is for developers: in `sanity dev`, or in a build made with SANITY_STUDIO_VISION=true.
    ...(isDev || process.env.SANITY_STUDIO_VISION === 'true' ? [visionTool({defaultApiVersion: '2025-09-01'})] : []),
  ],
  // Content Releases (several documents published together, at once or at a time) need a plan that has
  // them: a project without builds its Studio with SANITY_STUDIO_RELEASES=false. Scheduled Drafts (one
  // document's draft published at a time) stay on either way, the Studio's default.
  releases: {enabled: process.env.SANITY_STUDIO_RELEASES !== 'false'},
  scheduledDrafts: {enabled: true},
  schema: {
    types: schemaTypes,
    // A singleton is opened from the desk, never created from the "new document" menu.
    templates: (templates) => templates.filter(({schemaType}) => !singletonTypes.has(schemaType)),
  },
  document: {
    // A singleton can be edited and published, never duplicated or deleted. A Scheduled Draft keeps the
    // Studio's own actions (publish now, change the time, cancel).
    actions: (actions, {schemaType, versionType}) => [
      ...(versionType === 'scheduled-draft'
        ? actions
        : singletonTypes.has(schemaType)
          ? actions.filter(({action}) => action && SINGLETON_ACTIONS.has(action))
          : actions.map(documentAction(schemaType))),
      ViewOnSiteAction,
    ],
    // Beside Publish, where a document the site shows stands there: live, going live, or not live and why.
    badges: (badges, {schemaType}) => (pagesForBadge(schemaType) === null ? badges : [...badges, LiveStatusBadge]),
    newDocumentOptions: (items, {creationContext}) =>
      creationContext.type === 'global' ? items.filter((item) => !singletonTypes.has(item.templateId)) : items,
  },
})
