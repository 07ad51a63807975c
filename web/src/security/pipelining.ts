/**
 * How many requests of one connection the production server (web/server.ts) answers at once: a pipelining
 * client gets IN_FLIGHT_PER_CONNECTION at a time, in order, and is closed past WAITING_PER_CONNECTION waiting.
 * Why: docs/decisions/0010-pipelined-requests-bounded-per-connection.md.
 */
import type {IncomingMessage, ServerResponse} from 'node:http'
import type {Socket} from 'node:net'

export const IN_FLIGHT_PER_CONNECTION = 4
/** Requests one connection may have waiting behind those: a client further ahead than this is closed. */
const WAITING_PER_CONNECTION = 16

interface ConnectionWork {
  /** Answers started and not yet handed to the network in full. */
  inFlight: Set<ServerResponse>
  /** Requests waiting for a place, in the order they came. */
  waiting: Array<() => void>
}

const work = new WeakMap<Socket, ConnectionWork>()

function workOf(socket: Socket): ConnectionWork {
  let state = work.get(socket)
  if (!state) {
    state = {inFlight: new Set(), waiting: []}
    work.set(socket, state)
    // A connection that is gone takes its waiting requests with it: nothing is rendered for them.
    socket.once('close', () => {
      state!.waiting.length = 0
    })
  }
  return state
}

/** Runs `answer` for this request now, or once one of its connection's answers has gone out. */
export function answerInTurn(request: IncomingMessage, response: ServerResponse, answer: () => void) {
  const {socket} = request
  const state = workOf(socket)
  const start = () => {
    if (socket.destroyed) return
    state.inFlight.add(response)
    const done = () => {
      if (!state.inFlight.delete(response)) return
      while (state.waiting.length > 0 && state.inFlight.size < IN_FLIGHT_PER_CONNECTION) state.waiting.shift()!()
    }
    response.once('finish', done)
    response.once('close', done)
    answer()
  }
  if (state.inFlight.size < IN_FLIGHT_PER_CONNECTION) start()
  else if (state.waiting.length < WAITING_PER_CONNECTION) state.waiting.push(start)
  // No browser pipelines at all, and a proxy sends one request at a time: this client holds what others need.
  else socket.destroy()
}

/** An answer blocked on its client: written faster than it reads (backpressure), or written in full and not yet taken by the network. */
const blockedOnClient = (response: ServerResponse) => response.writableNeedDrain || (response.writableEnded && !response.writableFinished)

/**
 * What a quiet connection is waiting for: the server, still working on one of its answers; its client,
 * which does not read the answers it asked for (wherever they wait: the socket's buffer or Node's
 * queue of pipelined answers); or nothing (between requests, or every answer handed to the network).
 */
export function quietConnection(socket: Socket): 'server' | 'client' | 'nothing' {
  const answers = [...(work.get(socket)?.inFlight ?? [])]
  if (answers.some((response) => !blockedOnClient(response))) return 'server'
  return answers.length > 0 || socket.writableLength > 0 ? 'client' : 'nothing'
}
