/**
 * Sends one HTTP request exactly as given (path not normalised, any method, any header), the way an
 * attacker's tool would, and returns the status and headers. fetch() would refuse or rewrite most of them.
 */
import {request as httpRequest} from 'node:http'

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
}

export function rawRequest(
  base: string,
  {method = 'GET', path = '/', headers = {}, body}: {method?: string; path?: string; headers?: Record<string, string>; body?: string},
): Promise<RawAnswer> {
  const {hostname, port} = new URL(base)
  return new Promise((resolve, reject) => {
    const req = httpRequest({host: hostname, port, method, path, headers, timeout: 20_000}, (res) => {
      res.resume()
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers}))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 20 s`)))
    req.on('error', reject)
    req.end(body)
  })
}
