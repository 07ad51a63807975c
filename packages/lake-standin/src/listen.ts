/**
 * `data/listen`: server-sent events that stay open, as the Content Lake's listener does. A client
 * gets `welcome`, then one `mutation` event per document a transaction changed that its query
 * selects (before or after the change). Events carry the whole document as a mendoza patch
 * (`[0, document]` replaces the value), which is what the Studio's document store applies, plus
 * `mutations` as a `createOrReplace`/`delete` for the mutator's buffered documents.
 */
import {selects} from './groq.ts'
import type {DocumentChange, LakeDocument, Transaction} from './store.ts'

/** What the stand-in writes to: an HTTP/1.1 or an HTTP/2 response. */
export interface StreamResponse {
  writeHead(status: number, headers?: Record<string, string>): StreamResponse
  write(chunk: string): unknown
  end(chunk?: string | Buffer): unknown
  on(event: 'close', listener: () => void): unknown
}

interface Listener {
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  response: StreamResponse
}

const withoutRev = (doc: LakeDocument | null) => {
  if (!doc) return null
  const {_rev, ...rest} = doc
  return rest
}

export class Listeners {
  private readonly open = new Set<Listener>()
  private readonly heartbeat = setInterval(() => {
    for (const listener of this.open) listener.response.write(': keep-alive\n\n')
  }, 10_000)

  add(url: URL, response: StreamResponse, headers: Record<string, string>) {
    const params: Record<string, unknown> = {}
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
    const listener: Listener = {
      query: url.searchParams.get('query') ?? '*',
      params,
      includeResult: url.searchParams.get('includeResult') !== 'false',
      response,
    }
    response.writeHead(200, {...headers, 'content-type': 'text/event-stream', 'cache-control': 'no-cache'})
    response.write(`event: welcome\ndata: ${JSON.stringify({listenerName: `standin-${this.open.size}`})}\n\n`)
    this.open.add(listener)
    if (process.env.STANDIN_DEBUG) console.error(`[listen] open ${listener.query.slice(0, 80)} ${url.searchParams.get('tag')}`)
    response.on('close', () => {
      if (process.env.STANDIN_DEBUG) console.error(`[listen] close ${url.searchParams.get('tag')}`)
      this.open.delete(listener)
    })
  }

  async broadcast(transaction: Transaction, identity: string) {
    for (const listener of this.open) {
      const matching: DocumentChange[] = []
      for (const change of transaction.changes) {
        const {after, before} = change
        if ((await selects(listener.query, listener.params, after)) || (await selects(listener.query, listener.params, before)))
          matching.push(change)
      }
      // The counts are per listener: the Studio holds a transaction's events until it has as many as
      // `transactionTotalEvents` says, so counting documents this listener never sees would hold them forever.
      matching.forEach(({id, before, after}, index) => {
        const event = {
          type: 'mutation',
          eventId: `${transaction.transactionId}#${id}`,
          documentId: id,
          transactionId: transaction.transactionId,
          identity,
          timestamp: transaction.timestamp,
          previousRev: before?._rev,
          // Every event's result revision is its transaction, a deletion's too: the Studio chains a
          // document's events by revision, and a deletion without one would leave the chain at the
          // deleted draft's revision, so the next draft of the document could not be applied.
          resultRev: transaction.transactionId,
          transition: !before ? 'appear' : !after ? 'disappear' : 'update',
          visibility: 'query',
          mutations: after ? [{createOrReplace: after}] : [{delete: {id}}],
          effects: {apply: [0, withoutRev(after)], revert: [0, withoutRev(before)]},
          transactionTotalEvents: matching.length,
          transactionCurrentEvent: index + 1,
          ...(listener.includeResult && after ? {result: after} : {}),
        }
        listener.response.write(`event: mutation\nid: ${event.eventId}\ndata: ${JSON.stringify(event)}\n\n`)
      })
    }
  }

  closeAll() {
    clearInterval(this.heartbeat)
    for (const listener of this.open) listener.response.end()
    this.open.clear()
  }
}
