/**
 * Endpoints the Studio calls that a test needs nothing from but a fixed answer (project metadata, the plan's features,
 * key-value settings, telemetry, history, scheduling, cross-dataset references): the empty answer each one accepts.
 * Anything not listed here or answered by the server is reported as unanswered.
 */
const HARMLESS: [method: string, path: RegExp, answer: unknown][] = [
  ['GET', /^\/projects\/[^/]+$/, {}],
  ['GET', /^\/projects\/[^/]+\/grants$/, []],
  ['GET', /^\/projects\/[^/]+\/datasets$/, []],
  ['GET', /^\/projects\/[^/]+\/user-applications$/, []],
  ['GET', /^\/projects\/[^/]+\/features(\/.*)?$/, []],
  ['GET', /^\/users\/me\/keyvalue(\/.*)?$/, []],
  ['PUT', /^\/users\/me\/keyvalue(\/.*)?$/, []],
  // The project's plan: it has Content Releases and Scheduled Drafts (single-document releases), so the
  // Studio offers them (without, it shows an upsell instead).
  ['GET', /^\/features$/, ['contentReleases', 'singleDocRelease']],
  // Whether another release may be created (the Releases tool asks before its New release dialog): room for many.
  [
    'GET',
    /^\/projects\/[^/]+\/new-content-release-allowed$/,
    {data: {orgActiveReleaseCount: 0, defaultOrgActiveReleaseLimit: 100, datasetReleaseLimit: 100, orgActiveReleaseLimit: 100}},
  ],
  ['GET', /^\/features\/.+$/, []],
  // The plan's retention, which a published release's banner mentions when it knows it: here it does not.
  ['GET', /^\/subscriptions\/project\/[^/]+$/, null],
  ['GET', /^\/journey\/.*$/, {}],
  ['GET', /^\/schedules\/[^/]+\/[^/]+$/, {schedules: []}],
  ['GET', /^\/ping$/, {}],
  // Asked when the Studio checks the dataset is reachable (seen once, on a loaded machine).
  ['GET', /^\/data\/ping\/[^/]+$/, {}],
  ['GET', /^\/help$/, {}],
  ['POST', /^\/intake\/.*$/, {}],
  ['GET', /^\/intake\/telemetry-status$/, {status: 'denied'}],
  ['GET', /^\/data\/history\/.*$/, {}],
  // References from other datasets (the delete dialog asks): this project has none.
  ['GET', /^\/data\/references\/[^/]+\/documents\/[^/]+\/to$/, {totalCount: 0, references: []}],
  ['GET', /^\/agent\/.*\/bundles\/mine\/listen$/, {}],
  // Presence (who else is editing) is a WebSocket; without it the Studio just shows nobody else.
  ['GET', /^\/socket\/[^/]+$/, {}],
]

export function harmlessAnswer(method: string, path: string): unknown {
  return HARMLESS.find(([m, pattern]) => m === method && pattern.test(path))?.[2]
}
