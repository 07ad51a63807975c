/**
 * The content limits as errors, at the field that passes one (@site/layout's CONTENT_LIMITS: the
 * length of one text and of a whole document, the items of a list, the sections of a page): the site
 * cuts whatever passes them, so the Studio says so before anything is published.
 */
import type {DocumentRule, Path} from 'sanity'
import {limitProblems} from '@site/layout'

export function contentLimits(rule: DocumentRule) {
  return rule
    .custom((document: Record<string, unknown> | undefined) => {
      const problems = document ? limitProblems(document) : []
      return problems.length ? problems.map((problem) => ({message: problem.message, path: problem.path as Path})) : true
    })
    .error()
}
