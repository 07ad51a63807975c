/** The latest update: an optional introduction, then each part (results, lessons, advice…) under its own h3. */
import {Prose} from '@/components/Prose'
import {type SectionOf} from '../types'

export function UpdateSection({section}: {section: SectionOf<'pilotUpdateSection'>}) {
  return (
    <>
      <Prose value={section.intro} className="mb-6 max-w-prose text-lg/relaxed" />
      <div className="space-y-4">
        {section.parts.map((part) => (
          <div key={part._key} className="rounded-card border border-line border-l-4 border-l-brand-500 bg-white p-5 shadow-sm sm:p-6">
            <h3 className="text-lg font-bold text-brand-700">{part.heading}</h3>
            <Prose value={part.body} className="mt-3" />
          </div>
        ))}
      </div>
    </>
  )
}
