/**
 * The figures and lists of docs/product.md that tests assert against, in one place: the Vitest tests in
 * test/ and the Playwright specs in e2e/ import them from here instead of restating them.
 */

/** The six pilot slugs, in the order of the route table (docs/product.md#routes) and of the Pilots list. */
export const PILOT_SLUGS: readonly string[] = [
  'global-fundraising-leadership-programme',
  'metaminding-lab',
  'mobilizing-childrens-oral-health',
  'givify',
  'unhcr-us',
  'insight-hub-predict',
]

/** The six pilot categories (docs/product.md#content-model). */
export const PILOT_CATEGORIES: readonly string[] = [
  'Leadership Development',
  'Digital Engagement',
  'Social Enterprise',
  'Platform Innovation',
  'Mobile Fundraising',
  'Data Analytics',
]

/** The section headings of the case studies described in both content and page tests (docs/product.md#pilot-case-studies), without the sponsor line. */
export const PILOT_SECTIONS = {
  givify: [
    'About',
    'Innovative Donor Retention',
    'Challenge',
    'Objectives',
    'Test / Experiment',
    'Timelines',
    'Implementers',
    'Deep Dive Recording',
    'Latest Update',
  ],
  'unhcr-us': [
    'About',
    'Target Demographics',
    'Implementers',
    'Challenge',
    'Objectives',
    'Test / Experiment',
    'Timelines',
    'Latest Update',
  ],
  'mobilizing-childrens-oral-health': [
    'About',
    'Challenge',
    'Partnership Mission',
    'Objectives',
    'Latest Update',
    'Experiment Summary',
    'Deep Dive',
  ],
  'insight-hub-predict': [
    'About',
    'Implementers',
    'Challenge',
    'Objectives',
    'Test / Experiment',
    'Timelines',
    'Deep Dive',
    'Latest Update',
  ],
} as const satisfies Record<string, readonly string[]>

/** The labels of a pilot timeline's milestones (docs/product.md#content-model). */
export const MILESTONE_LABELS: readonly string[] = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6']

/** The six Beacon (finalist) slugs, in the showcase order of docs/product.md#get-inspired. */
export const BEACON_SLUGS: readonly string[] = [
  'staking-for-good',
  'today-tomorrow',
  'cardano-impact',
  'impact-linked-loan',
  'outcome-based-financing',
  'human-rights-dao',
]

/** The three article slugs, in the order of the route table (docs/product.md#routes). */
export const ARTICLE_SLUGS: readonly string[] = ['second-edition', 'manifesto', 'first-edition']

/** The 14 numbered sections of the Privacy Policy, in order (docs/product.md#privacy-policy). */
export const PRIVACY_SECTIONS: readonly RegExp[] = [
  /introduction/i,
  /information.*collect/i,
  /use/i,
  /legal basis.*GDPR/i,
  /rights.*GDPR/i,
  /sharing/i,
  /security/i,
  /retention/i,
  /cookies/i,
  /international.*transfers/i,
  /children/i,
  /changes/i,
  /contact/i,
  /data protection officer/i,
]

/** The five social profiles, in order (docs/product.md#contact, #footer). */
export const SOCIAL_LINK_NAMES: readonly string[] = ['LinkedIn', 'Facebook', 'Twitter', 'Instagram', 'YouTube']

/** Every route of the route table (docs/product.md#routes), the legacy redirect aside. */
export const PRODUCT_ROUTES: readonly string[] = [
  '/',
  '/about',
  '/pilots',
  '/get-inspired',
  '/innovation-summit',
  '/innovation-summit-geneve',
  '/nominate-beacon',
  '/contact',
  '/privacy-policy',
  ...ARTICLE_SLUGS.map((slug) => `/article/${slug}`),
  ...PILOT_SLUGS.map((slug) => `/pilot/${slug}`),
  ...BEACON_SLUGS.map((slug) => `/beacon/${slug}`),
]
