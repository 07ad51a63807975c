'use client'
/**
 * Click-to-load video: a poster (and an optional drawn `poster` picture) until asked, then the youtube-nocookie
 * player, with focus moved into it. Without JavaScript, or for an address that is not YouTube, a link to the
 * video that says it opens a new tab.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react'
import {Play as playDrawing} from 'lucide'
import {drawn} from '@/components/lucideDrawing'
import {NewTabHint} from '@/components/ui/NewTabHint'
import {useHydrated} from '@/components/ui/useHydrated'
import {outsideAddress} from '@/security/linkAddress'
import {embedUrl, youTubeId} from './youtube'

const Play = drawn(playDrawing)

export function VideoEmbed({url, title, poster}: {url: string; title: string; poster?: ReactNode}) {
  const [playing, setPlaying] = useState(false)
  const hydrated = useHydrated()
  const player = useRef<HTMLIFrameElement>(null)
  const id = youTubeId(url)
  const frame = 'relative aspect-video w-full overflow-hidden rounded-card bg-brand-900'

  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  if (id && playing) {
    return (
      <div className={frame}>
        <iframe
          ref={player}
          src={embedUrl(id)}
          title={title}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    )
  }

  const posterClasses = `${frame} group flex items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 text-white`
  const face = (
    <>
      {poster ? <span className="absolute inset-0 [&>img]:size-full [&>img]:object-cover">{poster}</span> : null}
      {poster ? <span aria-hidden="true" className="absolute inset-0 bg-brand-900/45" /> : null}
      <span className="relative flex flex-col items-center gap-3">
        <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-lg transition-transform group-hover:scale-105">
          <Play className="ml-1 size-7" aria-hidden="true" />
        </span>
        <span className="px-6 text-center text-sm font-semibold">Play video: {title}</span>
      </span>
    </>
  )

  if (id && hydrated) {
    return (
      <button type="button" onClick={() => setPlaying(true)} className={`${posterClasses} cursor-pointer`}>
        {face}
      </button>
    )
  }
  // Before hydration (or with no player to load), the poster leads to the video's own page, when its address may be a link.
  const link = outsideAddress(url)
  if (!link) return <div className={posterClasses}>{face}</div>
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={posterClasses}>
      {face}
      <NewTabHint />
    </a>
  )
}
