/**
 * Asks the site what it has applied of one document (`GET {siteUrl}/api/live-status?ids=<id>`, whose
 * contract is web/src/app/api/live-status/route.ts's) every 2 s while the document is open and the
 * Studio's tab is shown; nothing while the tab is hidden, and a poll at once when it is shown again;
 * after a 429 the last answer stays and the next poll waits the site's Retry-After. Closing the document ends it.
 */
import {useEffect, useState} from 'react'
import {siteUrl} from '../routes'
import type {SiteReading} from './answer'
import {askSite, POLL_MS} from './askSite'

/** The site's last answer about `documentId` (a published id), or null before the first; none asked for while `documentId` is null. */
export function usePolledStatus(documentId: string | null): SiteReading | null {
  const [reading, setReading] = useState<SiteReading | null>(null)
  useEffect(() => {
    setReading(null)
    if (documentId === null) return
    const closed = new AbortController()
    let polling = false
    let timer: ReturnType<typeof setTimeout> | undefined
    // One poll at a time: the next is set 2 s after an answer, and a hidden tab sets none.
    const next = async () => {
      clearTimeout(timer)
      if (polling || document.visibilityState !== 'visible') return
      polling = true
      const result = await askSite(siteUrl, documentId, closed.signal)
      polling = false
      if (closed.signal.aborted) return
      if (!('waitMs' in result)) setReading(result)
      timer = setTimeout(() => void next(), 'waitMs' in result ? result.waitMs : POLL_MS)
    }
    const onVisibility = () => void (document.visibilityState === 'visible' ? next() : clearTimeout(timer))
    document.addEventListener('visibilitychange', onVisibility)
    void next()
    return () => {
      closed.abort()
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [documentId])
  return reading
}
