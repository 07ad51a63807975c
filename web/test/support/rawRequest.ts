/**
 * Sends one HTTP request exactly as given (path not normalised, any method, any header), the way an
 * attacker's tool would, and returns the status, headers and body as sent (not decoded). fetch() would
 * refuse or rewrite most of them, and names its own encodings.
 */
import {request as httpRequest} from 'node:http'
import {connect} from 'node:net'

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
}

export function rawRequest(
  base: string,
  {method = 'GET', path = '/', headers = {}, body}: {method?: string; path?: string; headers?: Record<string, string>; body?: string},
): Promise<RawAnswer & {body: Buffer; headerLines: [string, string][]}> {
  const {hostname, port} = new URL(base)
  return new Promise((resolve, reject) => {
    const req = httpRequest({host: hostname, port, method, path, headers, timeout: 20_000}, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      // Node keeps one of repeated headers in `headers` (a second Location is dropped): the lines say what was sent.
      const headerLines = res.rawHeaders.flatMap((name, index) =>
        index % 2 === 0 ? [[name, res.rawHeaders[index + 1]!] as [string, string]] : [],
      )
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, headerLines, body: Buffer.concat(chunks)}))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 20 s`)))
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * Sends bytes as they are (a request Node's own HTTP client would refuse to write: a bad header, no
 * Host, a broken body framing) and reads the answer's status line and headers.
 */
export function rawExchange(base: string, bytes: string): Promise<RawAnswer> {
  const {hostname, port} = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    const done = () => {
      const head = received.split('\r\n\r\n')[0] ?? ''
      const [statusLine = '', ...lines] = head.split('\r\n')
      const status = Number(statusLine.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0)
      if (!status)
        return reject(new Error(`no HTTP answer to ${JSON.stringify(bytes.slice(0, 60))}: ${JSON.stringify(received.slice(0, 200))}`))
      const headers: RawAnswer['headers'] = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({status, headers})
    }
    socket.setTimeout(20_000, () => socket.destroy())
    socket.on('data', (chunk) => {
      received += String(chunk)
      if (received.includes('\r\n\r\n')) {
        socket.destroy()
        done()
      }
    })
    socket.on('close', () => {
      if (!received.includes('\r\n\r\n')) done()
    })
    socket.on('error', () => {})
    socket.write(bytes)
  })
}
