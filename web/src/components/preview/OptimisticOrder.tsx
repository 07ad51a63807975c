'use client'
/**
 * The draft's order of a page's sections as the Presentation tool's overlays hold it (`useOptimistic`), handed
 * to SortableSections before the Studio saves it. Draws nothing; loaded by SortableSections in the browser only.
 */
import {useEffect} from 'react'
import {useOptimistic} from 'next-sanity/hooks'

/** The part of the draft the order comes from. */
interface DraftSections {
  sections?: {_key?: string}[] | null
}

interface DraftAction {
  id: string
  document: DraftSections | null | undefined
}

/**
 * The sections' keys in the draft's order when `action` changed this page's draft; any other
 * document's change (or a draft without sections) leaves the order as it is. The same order keeps
 * its identity, so an edit that moves nothing draws nothing again.
 */
export function keysFromDraft(current: readonly string[], action: DraftAction, documentId: string): readonly string[] {
  const sections = action.document?.sections
  if (action.id !== documentId || !Array.isArray(sections)) return current
  const keys = sections.flatMap(({_key}) => (_key ? [_key] : []))
  return keys.length === current.length && keys.every((key, index) => key === current[index]) ? current : keys
}

export function OptimisticOrder({
  documentId,
  keys,
  onChange,
}: {
  documentId: string
  /** The keys in the order the server drew them; keeps its identity until the server draws the page again. */
  keys: readonly string[]
  onChange: (keys: readonly string[]) => void
}) {
  const order = useOptimistic<readonly string[], DraftSections | null>(keys, (current, action) =>
    keysFromDraft(current, action, documentId),
  )
  useEffect(() => onChange(order), [order, onChange])
  return null
}
