/**
 * Share images (1200×630 PNG) drawn at build time with next/og: the page's title on the brand colours.
 * Used by the opengraph-image and twitter-image files of the routes.
 */
import {ImageResponse} from 'next/og'
import {SHARE_IMAGE_SIZE} from './shareImage'

export const ogSize = SHARE_IMAGE_SIZE
export const ogContentType = 'image/png'

/**
 * The slugs a slugged page's share image is drawn for at build time: none. Each is drawn on its
 * first request (a share preview is asked for rarely, and by crawlers) and then cached like a page;
 * drawing every one at build time was the costliest part of a build with many pages.
 */
export async function shareImagesDrawnOnRequest(): Promise<{slug: string}[]> {
  return []
}

export function renderOgImage({eyebrow, title, footer}: {eyebrow?: string | null; title: string; footer?: string | null}) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0a3433 0%, #0f6b6a 100%)',
        color: 'white',
      }}
    >
      <div style={{display: 'flex', fontSize: 30, letterSpacing: 4, color: '#e0962b', textTransform: 'uppercase'}}>{eyebrow ?? ''}</div>
      <div style={{display: 'flex', fontSize: title.length > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.1}}>{title}</div>
      <div style={{display: 'flex', fontSize: 28, color: '#d5eaea'}}>{footer ?? ''}</div>
    </div>,
    ogSize,
  )
}
