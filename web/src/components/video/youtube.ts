/** Reads a YouTube video id from the address forms editors paste (watch, youtu.be, embed, shorts, live). */
export function youTubeId(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    const host = parsed.hostname.replace(/^www\.|^m\./, '')
    if (host === 'youtu.be') return parsed.pathname.slice(1).split('/')[0] || null
    if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      const fromQuery = parsed.searchParams.get('v')
      if (fromQuery) return fromQuery
      const [kind, id] = parsed.pathname.split('/').filter(Boolean)
      if (kind && id && ['embed', 'shorts', 'live', 'v'].includes(kind)) return id
    }
    return null
  } catch {
    return null
  }
}

/** The privacy-enhanced player address, loaded only after the visitor asks for the video. */
export function embedUrl(id: string) {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`
}
