/**
 * The Content-Security-Policy of every answer under `pnpm start` (web/server.ts): a page, held until complete,
 * allows exactly the scripts it carries by hash (pageScripts.ts); any other answer allows nothing; a 304 carries
 * none. Next's headers() cannot: they are fixed at build time. Beneath the hashing it compresses the answer
 * (docs/decisions/0013-the-server-compresses-with-brotli.md). Cost per page: docs/benchmarks.md.
 */
import type {IncomingMessage, OutgoingHttpHeaders, ServerResponse} from 'node:http'
import {createRequire} from 'node:module'
import {constants} from 'node:zlib'
import compression from 'compression'
import {contentSecurityPolicy} from './headers.ts'
import {pageScripts, type BuiltScripts} from './pageScripts.ts'
import {DRAFT_MODE_COOKIE} from './previewPass.ts'

const require = createRequire(import.meta.url)
const {releaseCompressionStream} = require('next/dist/server/lib/release-compression-stream.js') as {
  releaseCompressionStream(response: ServerResponse): void
}
// Typed for Express, the middleware uses only what Node's own request and response have.
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void
const compress = compression({brotli: {params: {[constants.BROTLI_PARAM_QUALITY]: 5}}}) as unknown as Middleware

/** The policy of an answer that is not a page: nothing may run or load. */
export const NOT_A_PAGE = contentSecurityPolicy({scripts: 'none'})

/** A page as it is sent (pageScripts.ts), and its policy: its own scripts, by hash. */
export function securePage(page: Buffer | string, built: BuiltScripts, {preview = false} = {}) {
  const {page: sent, hashes} = pageScripts(page, built)
  return {page: sent, policy: contentSecurityPolicy({scripts: hashes, preview})}
}

/** Whether the request asks for an editor's preview: Next's draft-mode cookie, which the proxy lets through only with a live pass. */
const DRAFT_MODE = new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`)
const inPreview = (request: IncomingMessage) => DRAFT_MODE.test(request.headers.cookie ?? '')

const CSP = 'Content-Security-Policy'
const isHtml = (response: ServerResponse) => /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))

type Callback = (error?: Error | null) => void
type Chunk = string | Uint8Array

function toBuffer(chunk: Chunk | undefined, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
  return typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk)
}

/**
 * Compresses what Next writes, and sets the policy of each answer before its headers go out; `built`
 * holds the build's script files (pageScripts.ts builtScripts).
 */
export function applyScriptPolicy(request: IncomingMessage, response: ServerResponse, built: BuiltScripts) {
  compress(request, response, () => {})
  // As Next does for its own compression: on a client that went away, the zlib stream is released.
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response)
  })
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  }
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided'
  const held: Buffer[] = []

  /** Decided once, when the answer's headers are known: a page is held, anything else goes through. */
  const decide = () => {
    if (mode !== 'undecided') return mode
    // A 304 carries no page to take a policy from, and the browser updates the page it keeps with the
    // 304's headers: with no policy of its own, the kept page keeps its own.
    const notModified = response.statusCode === 304
    mode = isHtml(response) && !notModified ? 'hold' : 'pass'
    if (notModified) response.removeHeader(CSP)
    else if (mode === 'pass') response.setHeader(CSP, NOT_A_PAGE)
    if (mode === 'pass') Object.assign(response, original)
    return mode
  }

  response.writeHead = function (status: number, ...rest: unknown[]) {
    const [message, headers] = typeof rest[0] === 'string' ? [rest[0], rest[1]] : [undefined, rest[0]]
    response.statusCode = status
    if (message) response.statusMessage = message
    if (headers && typeof headers === 'object' && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) response.setHeader(name, value)
    if (decide() === 'pass') return original.writeHead.call(response, status)
    return response
  } as ServerResponse['writeHead']

  response.flushHeaders = function () {
    if (decide() === 'pass') original.flushHeaders.call(response)
  }

  response.write = function (chunk: Chunk, encoding?: unknown, callback?: Callback) {
    if (decide() === 'pass') return response.write(chunk, encoding as BufferEncoding, callback)
    const buffer = toBuffer(chunk, encoding)
    if (buffer) held.push(buffer)
    const done = typeof encoding === 'function' ? (encoding as Callback) : callback
    if (done) process.nextTick(done)
    return true
  } as ServerResponse['write']

  response.end = function (chunk?: Chunk | Callback, encoding?: unknown, callback?: Callback) {
    if (decide() === 'pass') return response.end(chunk as Chunk, encoding as BufferEncoding, callback)
    const buffer = toBuffer(chunk as Chunk | undefined, encoding)
    if (buffer) held.push(buffer)
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function') as Callback | undefined
    const written = Buffer.concat(held)
    const {page, policy} = securePage(written, built, {preview: inPreview(request)})
    response.setHeader(CSP, policy)
    // The attributes added to the page lengthen it (a HEAD answer has no body, so nothing is added).
    const length = response.getHeader('Content-Length')
    if (length !== undefined) response.setHeader('Content-Length', Number(length) + page.length - written.length)
    Object.assign(response, original)
    return response.end(page, done)
  } as ServerResponse['end']
}
