/**
 * TypeGen types a Portable Text span's fields as optional, while @portabletext/react expects them
 * present; the data is the same. Until RichText accepts the generated type, pages of this area pass
 * their prose through here.
 */
import type {PortableTextBlock} from '@portabletext/react'

export function asBlocks(value: ReadonlyArray<{_type: string; _key: string}> | null | undefined) {
  return value as PortableTextBlock[] | null | undefined
}
