/** The queries of the event pages: the online summit, the Annual Event in Geneva, the call for nominations. */
import {defineQuery} from 'next-sanity'
import {agendaFields, keynoteFields, richText} from './fragments.ts'

/** The 2025 online summit (/innovation-summit). */
export const summitPageQuery = defineQuery(`*[_type == "summitPage" && _id == "summitPage"][0]{
  _id,
  title,
  seoDescription,
  intro,
  date,
  startTime,
  endTime,
  timeZoneLabel,
  "timeZone": coalesce(timeZone, "Europe/Zurich"),
  "concluded": status == "concluded",
  thankYou{title, text},
  winnerAnnouncement{text, linkLabel},
  recordingTitle,
  recordingUrl,
  concludedButtonLabel,
  nextEvent{title, text, linkLabel},
  keynote${keynoteFields},
  "agenda": ${agendaFields},
  "organizer": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName,
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/**
 * The Annual Event in Geneva (/innovation-summit-geneve). Its agenda's times are in the city's zone:
 * the document has no zone field of its own.
 */
export const genevaSummitPageQuery = defineQuery(`*[_type == "genevaSummitPage" && _id == "genevaSummitPage"][0]{
  _id,
  title,
  seoDescription,
  date,
  format,
  city,
  countryCode,
  attendees,
  "intro": intro${richText},
  "speakers": coalesce(speakers[]{_key, name, role, organisation}, []),
  "agenda": ${agendaFields},
  "timeZone": coalesce(timeZone, "Europe/Zurich"),
  programmeNote,
  earlyBirdText,
  registrationUrl,
  nominate{text, label},
  "organizer": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName,
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/** The call for Beacon nominations (/nominate-beacon). */
export const nominationPageQuery = defineQuery(`*[_type == "nominationPage" && _id == "nominationPage"][0]{
  _id,
  title,
  seoDescription,
  intro,
  "purpose": purpose${richText},
  "criteria": coalesce(criteria, []),
  minConcepts,
  maxConcepts,
  "steps": coalesce(steps[]{_key, title, description}, []),
  "timeline": coalesce(timeline[]{_key, date, event}, []),
  "requirements": coalesce(requirements, []),
  nominationForm{label, url},
  summitCallToAction{text, label},
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)
