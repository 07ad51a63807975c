/**
 * The editors' desk, in the order editors think: the site's single pages first (each opens its one
 * document), then the pages editors make themselves, then the collections. Lists shown on the site in a fixed order are ordered on the page
 * documents themselves (drag to reorder in Home → Partners, About → Team, Pilots page → Pilots,
 * Get Inspired page → Finalists).
 */
import {BookIcon} from '@sanity/icons/Book'
import {CaseIcon} from '@sanity/icons/Case'
import {DocumentTextIcon} from '@sanity/icons/DocumentText'
import {DocumentsIcon} from '@sanity/icons/Documents'
import {StarIcon} from '@sanity/icons/Star'
import {UsersIcon} from '@sanity/icons/Users'
import {TagsIcon} from '@sanity/icons/Tags'
import {TransferIcon} from '@sanity/icons/Transfer'
import type {StructureResolver} from 'sanity/structure'
import {SINGLETONS, singletonTypes} from './singletons'

/** Collections in desk order; any document type not listed here follows them. */
const COLLECTIONS: {type: string; title: string; icon: typeof BookIcon}[] = [
  {type: 'page', title: 'Pages', icon: DocumentsIcon},
  {type: 'pilot', title: 'Pilots', icon: CaseIcon},
  {type: 'finalist', title: 'Beacons finalists', icon: StarIcon},
  {type: 'beaconPage', title: 'Beacon pages', icon: DocumentTextIcon},
  {type: 'article', title: 'Articles', icon: BookIcon},
  {type: 'teamMember', title: 'Team', icon: UsersIcon},
  {type: 'partner', title: 'Partners', icon: TagsIcon},
  {type: 'redirect', title: 'Redirects', icon: TransferIcon},
]

export const structure: StructureResolver = (S) => {
  const listed = new Set([...singletonTypes, ...COLLECTIONS.map((c) => c.type)])
  return S.list()
    .title('Content')
    .items([
      // A document item, not a folder: the desk shows the page's preview (its name, see each type's
      // preview) and opens the document itself, without the folder icon and ">" of a list.
      ...SINGLETONS.map(({id, type, title}) =>
        S.documentListItem().id(id).schemaType(type).child(S.document().schemaType(type).documentId(id).title(title)),
      ),
      S.divider(),
      ...COLLECTIONS.map(({type, title, icon}) => S.documentTypeListItem(type).title(title).icon(icon)),
      ...S.documentTypeListItems().filter((item) => !listed.has(item.getId() ?? '')),
    ])
}
