/** The share image of /privacy-policy: its title and the date it was last updated (drawn at build time). */
import {formatLongDate} from '@/components/site/formatDate'
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {loadPrivacyPolicyPage} from '@/sanity/loaders'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Privacy Policy'

export default async function Image() {
  const policy = await loadPrivacyPolicyPage()
  const updated = formatLongDate(policy?.lastUpdated)
  return renderOgImage({title: policy?.title ?? 'Privacy Policy', footer: updated ? `Last updated: ${updated}` : null})
}
