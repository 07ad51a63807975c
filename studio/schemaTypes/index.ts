/**
 * Every schema type the Studio knows, in one list. Documents live in documents/ (one file each),
 * shared objects in objects/, the sections of pages made in the Studio in sections/, redirects in redirects/. Add a new type here after creating its file.
 */
import {accessibleImage} from './objects/accessibleImage'
import {link} from './objects/link'
import {menuLink} from './objects/menuLink'
import {richText} from './objects/richText'
import {statistic} from './objects/statistic'
// site
import {socialLink} from './objects/socialLink'
import {siteSettings} from './documents/siteSettings'
import {homePage} from './documents/homePage'
import {aboutPage} from './documents/aboutPage'
import {contactPage} from './documents/contactPage'
import {privacyPolicyPage} from './documents/privacyPolicyPage'
import {partner} from './documents/partner'
import {teamMember} from './documents/teamMember'
// events
import {agendaItem} from './objects/agendaItem'
import {eventSpeaker} from './objects/eventSpeaker'
import {keynoteSpeaker} from './objects/keynoteSpeaker'
import {timelineEntry} from './objects/timelineEntry'
import {genevaSummitPage} from './documents/genevaSummitPage'
import {nominationPage} from './documents/nominationPage'
import {summitPage} from './documents/summitPage'
// pilots
import {timelineMilestone} from './objects/timelineMilestone'
import {implementer} from './objects/implementer'
import {pilotTextSection} from './objects/pilotTextSection'
import {pilotObjectivesSection} from './objects/pilotObjectivesSection'
import {pilotTimelineSection} from './objects/pilotTimelineSection'
import {pilotImplementersSection} from './objects/pilotImplementersSection'
import {pilotFiguresSection} from './objects/pilotFiguresSection'
import {pilotResourcesSection} from './objects/pilotResourcesSection'
import {pilotUpdatePart} from './objects/pilotUpdatePart'
import {pilotUpdateSection} from './objects/pilotUpdateSection'
import {pilotExperimentSummarySection} from './objects/pilotExperimentSummarySection'
import {pilot} from './documents/pilot'
import {pilotsPage} from './documents/pilotsPage'
// inspire
import {presenter} from './objects/presenter'
import {beaconTextSection} from './objects/beaconTextSection'
import {beaconStageSection} from './objects/beaconStageSection'
import {beaconFact} from './objects/beaconFact'
import {beaconSectionTypes} from './objects/beaconSectionTypes'
import {finalist} from './documents/finalist'
import {beaconPage} from './documents/beaconPage'
import {article} from './documents/article'
import {getInspiredPage} from './documents/getInspiredPage'
// pages made in the Studio
import {valueCard} from './objects/valueCard'
import {pageSectionTypes, sectionObjectTypes} from './sections'
import {page} from './documents/page'
// addresses
import {redirect} from './redirects/redirect'
import {withDocumentRules} from './documentRules'

export const schemaTypes = [
  // shared objects
  accessibleImage,
  link,
  menuLink,
  richText,
  statistic,
  valueCard,
  // site objects
  socialLink,
  // events objects
  agendaItem,
  eventSpeaker,
  keynoteSpeaker,
  timelineEntry,
  // pilots objects
  timelineMilestone,
  implementer,
  pilotTextSection,
  pilotObjectivesSection,
  pilotTimelineSection,
  pilotImplementersSection,
  pilotFiguresSection,
  pilotResourcesSection,
  pilotUpdatePart,
  pilotUpdateSection,
  pilotExperimentSummarySection,
  // inspire objects
  presenter,
  beaconTextSection,
  beaconStageSection,
  beaconFact,
  ...beaconSectionTypes,
  // page sections
  ...sectionObjectTypes,
  ...pageSectionTypes,
  // documents
  // site
  siteSettings,
  homePage,
  aboutPage,
  contactPage,
  privacyPolicyPage,
  partner,
  teamMember,
  // events
  summitPage,
  genevaSummitPage,
  nominationPage,
  // pilots
  pilotsPage,
  pilot,
  // inspire
  getInspiredPage,
  finalist,
  beaconPage,
  article,
  // pages made in the Studio
  page,
  // addresses
  redirect,
].map(withDocumentRules)
