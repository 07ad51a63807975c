'use client'
/**
 * Click-to-load video: a poster button first (no third-party request, nothing heavy on first paint);
 * the youtube-nocookie player replaces it only after the click. Without JavaScript the poster is a
 * plain link to the video. Addresses that are not YouTube are shown as a link. A `poster` (a picture
 * drawn on the server) shows behind the play button until the click.
 */
import {useState, type ReactNode} from 'react'
import {Play as playDrawing} from 'lucide'
import {drawn} from '@/components/lucideDrawing'
import {embedUrl, youTubeId} from './youtube'

const Play = drawn(playDrawing)

export function VideoEmbed({url, title, poster}: {url: string; title: string; poster?: ReactNode}) {
  const [playing, setPlaying] = useState(false)
  const id = youTubeId(url)
  const frame = 'relative aspect-video w-full overflow-hidden rounded-card bg-brand-900'

  if (id && playing) {
    return (
      <div className={frame}>
        <iframe
          src={embedUrl(id)}
          title={title}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    )
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      // With JavaScript the click plays the video here, so no "new tab" is announced for YouTube.
      data-click-to-load={id ? '' : undefined}
      onClick={(event) => {
        if (!id) return
        event.preventDefault()
        setPlaying(true)
      }}
      className={`${frame} group flex items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 text-white`}
    >
      {poster ? <span className="absolute inset-0 [&>img]:size-full [&>img]:object-cover">{poster}</span> : null}
      {poster ? <span aria-hidden="true" className="absolute inset-0 bg-brand-900/45" /> : null}
      <span className="relative flex flex-col items-center gap-3">
        <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-lg transition-transform group-hover:scale-105">
          <Play className="ml-1 size-7" aria-hidden="true" />
        </span>
        <span className="px-6 text-center text-sm font-semibold">
          Play video: {title}
          {id ? null : <span className="sr-only"> (opens in a new tab)</span>}
        </span>
      </span>
    </a>
  )
}
