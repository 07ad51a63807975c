/** A YouTube video behind its poster, loaded only after a click (the site's VideoEmbed). */
import {SanityImage} from '@/components/SanityImage'
import {Band} from '@/components/ui/Band'
import {VideoEmbed} from '@/components/video/VideoEmbed'
import type {SectionProps} from '../types'

export function VideoBlock({section, id, delay}: SectionProps<'videoSection'>) {
  const poster = section.poster?.url ? (
    <SanityImage image={section.poster} shownWidth={960} aspectRatio={16 / 9} sizes="(min-width: 1024px) 960px, 100vw" decorative />
  ) : undefined
  return (
    <Band id={id} title={section.heading} delay={delay}>
      <div className="max-w-4xl">
        <VideoEmbed url={section.url} title={section.title} poster={poster} />
      </div>
    </Band>
  )
}
