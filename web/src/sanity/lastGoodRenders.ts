/**
 * The cache tags of what was rendered from a last good answer (fetch.ts) rather than from the Content
 * Lake: such a page is cached like a fresh one, so nothing would render it again once the Lake answers.
 * The catch-up (src/catch-up/handler.ts) takes these tags every interval, shares them with the other
 * instances (its store), and revalidates them once a run has read the Lake: every page rendered during
 * an outage converges within one interval of its end. A fetch without tags of its own (Site settings)
 * is shown on every page, so it notes the site's tag.
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
