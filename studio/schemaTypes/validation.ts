/**
 * Validation rules shared by every schema type, written so an editor reads what to fix.
 * Placeholder content from the launch dataset (example.org links, sample names) is only a warning:
 * it may be published, but the editor sees that it still needs real content.
 */
import type {Rule, SlugRule, StringRule, UrlRule} from 'sanity'

const PLACEHOLDER_HOST = /(^|\.)example\.(org|com|net)$/i

/** True when a URL points at the reserved example domains the launch dataset uses as placeholders. */
export function isPlaceholderUrl(value: string | undefined): boolean {
  if (!value) return false
  try {
    const url = new URL(value)
    if (url.protocol === 'mailto:') return PLACEHOLDER_HOST.test(url.pathname.split('@')[1] ?? '')
    return PLACEHOLDER_HOST.test(url.hostname)
  } catch {
    return false
  }
}

/** An absolute http(s) link, with a warning while it is still a placeholder. */
export function httpUrl(rule: UrlRule, {required = false} = {}) {
  const rules = [
    rule.uri({scheme: ['http', 'https'], allowRelative: false}).error('Paste the full address, starting with https://'),
    rule
      .custom((value: string | undefined) =>
        isPlaceholderUrl(value) ? 'This is a placeholder link (example.org): replace it with the real address.' : true,
      )
      .warning(),
  ]
  if (required) rules.unshift(rule.required().error('Add the link: it is shown on the site.'))
  return rules
}

/** A mailto: link for an e-mail address. */
export function mailtoUrl(rule: UrlRule, {required = false} = {}) {
  const rules = [
    rule.uri({scheme: ['mailto'], allowRelative: false}).error('Write the address as mailto:name@domain.org'),
    rule
      .custom((value: string | undefined) =>
        isPlaceholderUrl(value) ? 'This is a placeholder address (example.org): replace it with the real one.' : true,
      )
      .warning(),
  ]
  if (required) rules.unshift(rule.required().error('Add the e-mail address: it is shown on the site.'))
  return rules
}

/** A required slug; the message tells the editor to press Generate. */
export function requiredSlug(rule: SlugRule) {
  return rule.required().error('Every page needs a web address: press “Generate” next to the field.')
}

/** A required text with an editor-facing message naming where it shows. */
export function requiredText(rule: StringRule | Rule, where: string) {
  return rule.required().error(`Fill this in: it is shown ${where}.`)
}

/** Names in the launch dataset are marked "(sample)"; warn until an editor replaces them. */
export function samplePlaceholder(rule: StringRule) {
  return rule
    .custom((value: string | undefined) =>
      value && /\(sample\)/i.test(value) ? 'This is a sample name from the launch content: replace it with the real one.' : true,
    )
    .warning()
}
