/** The queries of what every page shares (Site settings) and of the site's single pages: Home, About, Contact, Privacy Policy. */
import {defineQuery} from 'next-sanity'
import {imageFields, partnerFields, richText, statisticFields, teamMemberFields} from './fragments.ts'

/** A menu in Site settings: each link's words and its target's type and current slug. */
const menuLinks = /* groq */ `[defined(label) && defined(target->_type)]{_key, label, "target": target->{_type, "slug": slug.current}}`

/** What every page shares: the navigation bar's logo and links, the footer, and the contact details. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  siteName,
  logo${imageFields},
  email,
  "mainNav": coalesce(mainNav${menuLinks}, []),
  "footerNav": coalesce(footerNav${menuLinks}, []),
  "socialLinks": coalesce(socialLinks[defined(url)]{_key, name, url, icon, description}, []),
  footerCta{title, text, buttonLabel},
  hosting{text, organisationName, url},
  copyright,
  pagination{heading, navigationLabel, previous, next}
}`)

/** The Home page (/): hero, headline figures and the partner logos in their editor-set order, the first `$maxLogos`. */
export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  _id,
  badge,
  headline,
  intro,
  joinLabel,
  heroImage${imageFields},
  "statistics": coalesce(statistics[]${statisticFields}, []),
  partnersHeading,
  partnersIntro,
  "partners": coalesce(partners[defined(@->url)][0...$maxLogos]->${partnerFields}, []),
  "siteName": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName,
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/** The About page (/about): mission, values, story, impact figures and the team in editor-set order, the first `$maxTeam`. */
export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  _id,
  heading,
  intro,
  missionHeading,
  "mission": mission${richText},
  "values": coalesce(values[]{_key, title, text, icon}, []),
  storyHeading,
  "story": story${richText},
  impactHeading,
  "impactStatistics": coalesce(impactStatistics[]${statisticFields}, []),
  teamHeading,
  teamIntro,
  "team": coalesce(team[defined(@->name)][0...$maxTeam]->${teamMemberFields}, []),
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/** The Contact page (/contact): its words, plus the e-mail and social profiles from Site settings. */
export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  _id,
  heading,
  intro,
  "email": *[_type == "siteSettings" && _id == "siteSettings"][0].email,
  "socialLinks": coalesce(*[_type == "siteSettings" && _id == "siteSettings"][0].socialLinks[defined(url)]{_key, name, url, icon, description}, []),
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/** The Privacy Policy (/privacy-policy): its sections in order (the page numbers them). */
export const privacyPolicyPageQuery = defineQuery(`*[_type == "privacyPolicyPage" && _id == "privacyPolicyPage"][0]{
  _id,
  title,
  lastUpdated,
  intro,
  "sections": coalesce(sections[defined(heading)]{_key, heading, "body": body${richText}}, []),
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)
