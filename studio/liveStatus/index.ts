/** The live-status badge beside Publish, and which documents get it (sanity.config.ts registers both). */
export {LiveStatusBadge} from './LiveStatusBadge'
export {pagesForBadge} from './shownOnSite'
