/**
 * Validation rules shared by every schema type, written so an editor reads what to fix.
 * Placeholder content from the launch dataset (sample names, example.org links, made-up videos) is
 * flagged on its field by one rule for every document (launchWarnings.ts), not field by field here.
 */
import type {SlugRule, UrlRule} from '@sanity/types'

/** A wall-clock time in 24-hour format, e.g. 14:00. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** An absolute http(s) link. */
export function httpUrl(rule: UrlRule, {required = false} = {}) {
  const rules = [rule.uri({scheme: ['http', 'https'], allowRelative: false}).error('Paste the full address, starting with https://')]
  if (required) rules.unshift(rule.required().error('Add the link: it is shown on the site.'))
  return rules
}

/** A mailto: link for an e-mail address. */
export function mailtoUrl(rule: UrlRule, {required = false} = {}) {
  const rules = [rule.uri({scheme: ['mailto'], allowRelative: false}).error('Write the address as mailto:name@domain.org')]
  if (required) rules.unshift(rule.required().error('Add the e-mail address: it is shown on the site.'))
  return rules
}

/** A required slug; the message tells the editor to press Generate. */
export function requiredSlug(rule: SlugRule) {
  return rule.required().error('Every page needs a web address: press “Generate” next to the field.')
}
