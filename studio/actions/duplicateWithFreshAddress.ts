/**
 * The default Duplicate action, wrapped: the copy starts with no earlier web addresses and a slug of
 * its own to start from. Copied as they are, the original's `previousSlugs` would make the copy, once
 * published, hold the original's old addresses (redirecting them to itself) and refuse the original a
 * move back to one of them; its slug would clash with the original's at once.
 */
import type {DocumentActionComponent, DuplicateActionProps, DuplicateDocumentActionComponent, SanityDocumentLike} from 'sanity'

/** The copy as it is created: `previousSlugs` dropped, the slug suggested as `<slug>-copy`. */
export function freshCopy(document: SanityDocumentLike): SanityDocumentLike {
  const {previousSlugs: _earlier, ...copy} = document
  const slug = (document.slug as {current?: string} | undefined)?.current
  return slug ? {...copy, slug: {_type: 'slug', current: `${slug}-copy`}} : copy
}

export function duplicateWithFreshAddress(duplicate: DocumentActionComponent): DocumentActionComponent {
  const DuplicateWithFreshAddress: DocumentActionComponent = (props) =>
    (duplicate as DuplicateDocumentActionComponent)({...props, mapDocument: freshCopy} satisfies DuplicateActionProps)
  DuplicateWithFreshAddress.action = duplicate.action
  DuplicateWithFreshAddress.displayName = 'DuplicateWithFreshAddress'
  return DuplicateWithFreshAddress
}
