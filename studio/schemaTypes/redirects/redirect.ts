/**
 * A redirect editors make themselves (docs/product.md, Old and short addresses): from an address on this
 * site (an old page's, a short one printed on a flyer) to a page of the site, chosen as a reference so it
 * follows the page's renames, or to an outside https address; permanent (308) or temporary (307). The
 * site answers it before rendering anything, seconds after it is published. Its rules are the site's
 * (@site/routes, redirects.ts): an address a live page has, now or before, or another redirect has, is
 * refused naming the other party; so are an outside address on the site's own host (SANITY_STUDIO_SITE_URL)
 * and a new redirect past the most the site holds (MAX_REDIRECTS).
 */
import {TransferIcon} from '@sanity/icons/Transfer'
import {defineField, defineType, type ValidationContext} from 'sanity'
import {
  documentPath,
  fromProblems,
  MAX_NOTE_LENGTH,
  noteProblem,
  outsideUrlProblem,
  redirectCountProblem,
  targetProblems,
} from '@site/routes'
import {siteUrl} from '../../routes'
import {INTERNAL_TARGET_TYPES} from '../internalTargets'
import {lakeLookup, otherPublishedRedirects, referencedPath} from './lakeLookup'

type Reference = {_ref?: string} | undefined

/** The whole redirect as its target rules read it: the chosen page's address is asked of the Lake. */
async function targetRule(context: ValidationContext): Promise<true | string> {
  const redirect = context.document as {from?: string; to?: Reference; url?: string} | undefined
  const ref = redirect?.to?._ref
  const problems = targetProblems({
    from: redirect?.from,
    hasTo: !!ref,
    url: redirect?.url,
    toPath: ref ? await referencedPath(context, ref).catch(() => undefined) : undefined,
  })
  return problems[0] ?? true
}

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: TransferIcon,
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      type: 'string',
      description:
        'The old or short address on this site, e.g. /summit or /index.php/old-page/. Letter case and a final “/” do not matter. An address a page has now, or had before, cannot be taken.',
      validation: (rule) =>
        rule
          .custom(async (from: string | undefined, context) => {
            const problems = await fromProblems(from, lakeLookup(context)).catch(() => [])
            const others = await otherPublishedRedirects(context).catch(() => 0)
            return problems[0] ?? redirectCountProblem(others) ?? true
          })
          .error(),
    }),
    defineField({
      name: 'to',
      title: 'To a page of this site',
      type: 'reference',
      to: INTERNAL_TARGET_TYPES,
      // Weak: a page may still be unpublished or deleted; the redirect then stops (the address answers
      // "not found") and the launch checklist lists it.
      weak: true,
      description:
        'The page visitors are sent to. It follows the page when its address changes. If the page is unpublished or deleted, the redirect stops until you choose another.',
      validation: (rule) => rule.custom((_value, context) => targetRule(context)).error(),
    }),
    defineField({
      name: 'url',
      title: 'Or to an outside address',
      type: 'string',
      description: 'Instead of a page of this site: a whole address starting with https://, e.g. https://example.org/report.',
      validation: (rule) =>
        rule.custom((url: string | undefined) => (url?.trim() ? (outsideUrlProblem(url.trim(), {siteUrl}) ?? true) : true)).error(),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      initialValue: true,
      description:
        'On: a permanent move (308), for an address that will always lead there; search engines then list the new page instead. Off: temporary (307), for an address that will lead elsewhere later, such as a campaign’s.',
    }),
    defineField({
      name: 'note',
      title: 'Note for colleagues',
      type: 'text',
      rows: 2,
      description: `Optional: why this redirect exists, e.g. “printed on the 2027 flyer”, in ${MAX_NOTE_LENGTH} characters at most. Not shown on the site.`,
      validation: (rule) => rule.custom((note: string | undefined) => noteProblem(note) ?? true).error(),
    }),
  ],
  orderings: [{title: 'From', name: 'from', by: [{field: 'from', direction: 'asc'}]}],
  preview: {
    select: {
      from: 'from',
      url: 'url',
      toType: 'to._type',
      toSlug: 'to.slug.current',
      toTitle: 'to.title',
      permanent: 'permanent',
      note: 'note',
    },
    prepare: ({from, url, toType, toSlug, toTitle, permanent, note}) => {
      const target = url || (toType && documentPath(toType as string, toSlug as string | undefined)) || toTitle || 'nowhere yet'
      return {
        title: `${from || 'No address yet'} → ${target}`,
        subtitle: [permanent === false ? 'Temporary (307)' : 'Permanent (308)', note].filter(Boolean).join(' · '),
      }
    },
  },
})
