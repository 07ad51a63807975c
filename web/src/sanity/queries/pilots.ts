/** The queries of the pilots: the Pilots list, its numbered pages, and one pilot's case study. */
import {defineQuery} from 'next-sanity'
import {imageFields, listedPilots, pilotSummaryFields, richText, statisticFields} from './fragments.ts'

/** The slugs of the pilots numbered page `$start` to `$end` of the Pilots list shows: whose publishes re-render that page. */
export const listedPilotSlugsQuery = defineQuery(
  `*[_type == "pilotsPage" && _id == "pilotsPage"][0].${listedPilots}[$start...$end]->slug.current`,
)

/**
 * The Pilots list (/pilots, /pilots/page/{n}): heading, one page of the pilots in editor-set order
 * (`$start` to `$end`), how many there are in all, and the Learn More section.
 */
export const pilotsPageQuery = defineQuery(`*[_type == "pilotsPage" && _id == "pilotsPage"][0]{
  eyebrow,
  heading,
  intro,
  "pilots": coalesce(${listedPilots}[$start...$end]->{${pilotSummaryFields}}, []),
  "pilotCount": count(${listedPilots}),
  "learnMore": learnMore{title, text, inspireLabel, contactLabel}
}`)

/** One pilot case study (/pilot/{slug}): the pilot, its sections block by block, and the sponsor credit. */
export const pilotBySlugQuery = defineQuery(`*[_type == "pilot" && slug.current == $slug][0]{${pilotSummaryFields},
  "sections": coalesce(sections[]{
    _key,
    _type,
    heading,
    _type == "pilotTextSection" => {"body": body${richText}},
    _type == "pilotObjectivesSection" => {intro, "objectives": coalesce(objectives, [])},
    _type == "pilotTimelineSection" => {"milestones": coalesce(milestones[]{_key, label, name, deadline}, [])},
    _type == "pilotImplementersSection" => {"implementers": coalesce(implementers[]{_key, name, role}, [])},
    _type == "pilotFiguresSection" => {intro, "statistics": coalesce(statistics[]${statisticFields}, [])},
    _type == "pilotResourcesSection" => {intro, "links": coalesce(links[defined(url)]{_key, label, url}, [])},
    _type == "pilotUpdateSection" => {"intro": intro${richText}, "parts": coalesce(parts[]{_key, heading, "body": body${richText}}, [])},
    _type == "pilotExperimentSummarySection" => {"body": body${richText}, sdgsHeading, "sdgs": coalesce(sdgs, [])}
  }, []),
  "sponsor": *[_id == "pilotsPage" && _type == "pilotsPage"][0].sponsor{line, name, url, logo${imageFields}},
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)
