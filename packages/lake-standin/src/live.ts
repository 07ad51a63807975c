/**
 * `data/live/events`: the Live Content API's event stream, which the Presentation tool opens to know
 * when previewed content changed (the tool crashes when it cannot). The stand-in holds it open with
 * a `welcome` and keep-alives only: it computes no sync tags, so it never announces a change.
 */
import type {StreamResponse} from './listen.ts'

export class LiveEvents {
  private readonly open = new Set<StreamResponse>()
  private readonly heartbeat = setInterval(() => {
    for (const response of this.open) response.write(': keep-alive\n\n')
  }, 10_000)

  add(response: StreamResponse, headers: Record<string, string>) {
    response.writeHead(200, {...headers, 'content-type': 'text/event-stream', 'cache-control': 'no-cache'})
    response.write(`event: welcome\ndata: {}\n\n`)
    this.open.add(response)
    response.on('close', () => this.open.delete(response))
  }

  closeAll() {
    clearInterval(this.heartbeat)
    for (const response of this.open) response.end()
    this.open.clear()
  }
}
