/**
 * A local stand-in for the Content Lake's query endpoint, `GET /v{apiVersion}/data/query/{dataset}`
 * (and its POST form for long queries), answering from the bundled dataset with groq-js the way the
 * Lake answers: `{query, result, ms}`, params as JSON-encoded `$name` search parameters.
 * Binds to 127.0.0.1 only; close() stops it.
 */
import {createServer, type IncomingMessage} from 'node:http'
import type {AddressInfo} from 'node:net'
import {readFileSync} from 'node:fs'
import {parseNdjson, queryDocuments, toLakeDocuments} from '@site/content'

export const lakeImagePrefix = (projectId: string, dataset: string) => `https://cdn.sanity.io/images/${projectId}/${dataset}/`

async function body(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startLakeStandIn({file, projectId, dataset}: {file: string; projectId: string; dataset: string}) {
  const {documents} = toLakeDocuments(parseNdjson(readFileSync(file, 'utf8')), lakeImagePrefix(projectId, dataset))
  const requests: string[] = []
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(`${request.method} ${url.pathname}`)
    const match = /^\/v[\w-]+\/data\/query\/([\w-]+)$/.exec(url.pathname)
    if (!match || match[1] !== dataset) {
      response.writeHead(404, {'content-type': 'application/json'}).end(JSON.stringify({error: 'Not found'}))
      return
    }
    try {
      let query: string
      let params: Record<string, unknown> = {}
      if (request.method === 'POST') {
        const parsed = JSON.parse(await body(request)) as {query: string; params?: Record<string, unknown>}
        query = parsed.query
        params = parsed.params ?? {}
      } else {
        query = url.searchParams.get('query') ?? ''
        for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
      }
      const started = performance.now()
      const result = await queryDocuments(documents, query, params)
      response.writeHead(200, {'content-type': 'application/json'})
      response.end(JSON.stringify({query, result, ms: Math.round(performance.now() - started)}))
    } catch (error) {
      response.writeHead(400, {'content-type': 'application/json'}).end(JSON.stringify({error: {description: String(error)}}))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    apiHost: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
