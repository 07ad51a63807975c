/** Types for notFoundPages.mjs (plain JavaScript, because Next imports cache handlers at run time). */
export interface StoredResponse {
  kind: string
  status?: number
  html?: unknown
  headers?: Record<string, string | string[] | undefined>
  [key: string]: unknown
}
export function isNotFoundResponse(data: StoredResponse | null | undefined): boolean
export function withRedirectLocation<T extends StoredResponse | null | undefined>(data: T): T
export function withoutNewNotFoundPages<B extends abstract new (...args: never[]) => object>(Base: B): B
