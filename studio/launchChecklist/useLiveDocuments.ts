/**
 * Every document of the dataset (published, drafts, and what is scheduled: releases and their versions), kept current: one query when the listener
 * connects (and again after it reconnects), then each change the listener reports applied as it
 * arrives. A burst of changes (an editor typing) is handed on once, a moment after it ends, so the
 * checklist is recomputed once per pause, not once per keystroke.
 */
import {useEffect, useState} from 'react'
import {useClient} from 'sanity'
import type {Document} from '@site/launch-check'

/**
 * Content, drafts, releases and their versions (the checklist lists what a scheduled release would
 * publish); Sanity's other records (assets, groups) are not the checklist's business.
 */
const QUERY =
  '*[(!(_id in path("_.**")) || _type == "system.release") && !(_type in path("sanity.**")) && (!(_type in path("system.**")) || _type == "system.release")]'
const TAG = 'launch-checklist'
const SETTLE_MS = 150

export type LiveDocuments =
  | {status: 'loading'}
  | {status: 'error'; error: Error}
  | {status: 'ready'; documents: Document[]; reconnecting: boolean; /** From opening the tool to the first list. */ loadedInMs: number}

type Change = {documentId: string; transition: string; result?: Document}

export function useLiveDocuments(): LiveDocuments {
  const client = useClient({apiVersion: '2025-09-01'})
  const [state, setState] = useState<LiveDocuments>({status: 'loading'})

  useEffect(() => {
    const startedAt = performance.now()
    let documents: Map<string, Document> | null = null
    // Changes that arrive while the snapshot is on its way are applied on top of it, in order.
    let pending: Change[] = []
    let reconnecting = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let closed = false
    let loadedInMs = 0

    const apply = (change: Change) => {
      if (!documents) return void pending.push(change)
      if (change.transition === 'disappear' || !change.result) documents.delete(change.documentId)
      else documents.set(change.documentId, change.result)
    }
    const show = () => {
      if (closed || !documents) return
      loadedInMs ||= performance.now() - startedAt
      setState({status: 'ready', documents: [...documents.values()], reconnecting, loadedInMs})
    }
    const showSoon = () => {
      clearTimeout(timer)
      timer = setTimeout(show, SETTLE_MS)
    }
    const load = () =>
      client
        .fetch<Document[]>(QUERY, {}, {perspective: 'raw', tag: TAG})
        .then((snapshot) => {
          documents = new Map(snapshot.map((doc) => [doc._id, doc]))
          const queued = pending
          pending = []
          queued.forEach(apply)
          show()
        })
        .catch((error: Error) => !closed && setState({status: 'error', error}))

    const subscription = client
      .listen(
        QUERY,
        {},
        {
          includeResult: true,
          includeMutations: false,
          includeAllVersions: true,
          visibility: 'query',
          events: ['welcome', 'mutation', 'reconnect'],
          tag: TAG,
        },
      )
      .subscribe({
        next: (event) => {
          if (event.type === 'welcome') {
            // First connection, or back after a break in which changes may have been missed: read everything.
            reconnecting = false
            documents = null
            void load()
          } else if (event.type === 'reconnect') {
            reconnecting = true
            show()
          } else if (event.type === 'mutation') {
            apply({documentId: event.documentId, transition: event.transition, result: event.result as Document | undefined})
            showSoon()
          }
        },
        error: (error: Error) => !closed && setState({status: 'error', error}),
      })
    return () => {
      closed = true
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [client])

  return state
}
