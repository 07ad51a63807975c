/**
 * The cache tags of pages rendered from a last good answer (fetch.ts) rather than the Lake: cached like fresh
 * ones, they would never re-render. The catch-up (src/catch-up/handler.ts) takes them every interval and
 * revalidates them once it has read the Lake. A fetch without tags of its own notes the site's tag.
 */
import {SITE_TAG} from './tags'

const KEY = Symbol.for('site.lastGoodRenders')

function noted(): Set<string> {
  const holder = globalThis as typeof globalThis & {[KEY]?: Set<string>}
  return (holder[KEY] ??= new Set())
}

export function renderedFromLastGood(tags: string[]) {
  for (const tag of tags.length > 0 ? tags : [SITE_TAG]) noted().add(tag)
}

/** The tags noted since the last call, which are forgotten here. */
export function takeRenderedFromLastGood(): string[] {
  const tags = [...noted()]
  noted().clear()
  return tags
}
