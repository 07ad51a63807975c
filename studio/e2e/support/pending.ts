/**
 * Facts about the site and Studio that some tests wait on (the editors' work: new addresses render
 * without a rebuild, renamed slugs keep their old address, the Presentation tool). While one is
 * missing, the test's last step is marked as an expected failure (test.fail), so it turns red the
 * day the feature lands and the mark must go; every step before it must pass today.
 */
import {readFileSync} from 'node:fs'

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')

/** A slug published after the build renders instead of 404ing. */
export const newSlugsRender = () => !/dynamicParams\s*=\s*false/.test(read('web/src/app/pilot/[slug]/page.tsx'))
/** A pilot records the slugs it had before (`previousSlugs`). */
export const slugHistoryKept = () => read('studio/schemaTypes/documents/pilot.ts').includes('previousSlugs')
/** The Studio has the Presentation tool. */
export const presentationToolPresent = () => /presentationTool\s*\(/.test(read('studio/sanity.config.ts'))
