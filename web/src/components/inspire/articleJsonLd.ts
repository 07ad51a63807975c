/** schema.org Article structured data for an Innovation Library article, with absolute addresses. */

export interface ArticleJsonLdInput {
  title: string
  excerpt: string | null
  date: string | null
  path: string
  imageUrl: string | null | undefined
  siteUrl: string
}

const absolute = (url: string, siteUrl: string) => new URL(url, `${siteUrl}/`).toString()

export function articleJsonLd({title, excerpt, date, path, imageUrl, siteUrl}: ArticleJsonLdInput) {
  return {
    '@type': 'Article',
    headline: title,
    ...(excerpt ? {description: excerpt} : {}),
    ...(date ? {datePublished: date} : {}),
    ...(imageUrl ? {image: absolute(imageUrl, siteUrl)} : {}),
    url: absolute(path, siteUrl),
    mainEntityOfPage: absolute(path, siteUrl),
  }
}
