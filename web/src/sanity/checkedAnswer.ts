/**
 * What the data door lets through of a query's answer (fetch.ts, for published and draft reads alike):
 * the answer cut to the content limits (@site/layout), then checked against the type its query has
 * (answerShapes.ts). A value that cannot be drawn is left out, never the page; what was left out is
 * logged once per answer (so once per render of a page), escaped and bounded.
 */
import {withinLimits} from '@site/layout'
import {logSafe} from '@/security/logSafe'
import {fittedAnswer} from './answerShapes'

/** How much of what was left out one log line names: enough to find the document, never a line of megabytes. */
const LOGGED_CHARS = 400

export function checkedAnswer<T>(query: string, answer: T): T {
  const cut = withinLimits(answer)
  const fitted = fittedAnswer(query, cut)
  if (!fitted) return cut
  if (fitted.leftOut.length)
    console.warn(
      `[content] ${fitted.name}: content of another type than the site draws, left out: ${logSafe(fitted.leftOut.join('; '), LOGGED_CHARS)}`,
    )
  return fitted.answer
}
