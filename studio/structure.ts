/**
 * The editors' desk: singletons first (each opens its one document), then every collection.
 */
import type {StructureResolver} from 'sanity/structure'
import {SINGLETONS, singletonTypes} from './singletons'

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETONS.map(({id, type, title}) =>
        S.listItem().title(title).id(id).child(S.document().schemaType(type).documentId(id).title(title)),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypes.has(item.getId() ?? '')),
    ])
