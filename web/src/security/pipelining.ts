/**
 * How much of the server one connection may hold (web/server.ts). HTTP/1.1 lets a client send many
 * requests in one write before reading any answer (pipelining), and Node hands every one of them to
 * the site at once, rendering answers nobody reads: 10 connections pipelining 500 pages each cost 18 s
 * of CPU, and a visitor waited seconds meanwhile. Here a connection has at most IN_FLIGHT_PER_CONNECTION
 * requests being answered; the next starts when an answer has gone out (HTTP keeps the answers in
 * order), none starts for a connection that is gone, and a connection with more than
 * WAITING_PER_CONNECTION requests waiting behind those is closed. A client that reads nothing stops the work
 * on its connection once its answers fill the network's buffers, and connectionTimeouts.ts closes it.
 * Browsers never pipeline; a proxy in front sends one request at a time per connection.
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
