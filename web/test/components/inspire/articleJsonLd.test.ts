import {describe, expect, it} from 'vitest'
import {articleJsonLd} from '@/components/inspire/articleJsonLd'

describe('articleJsonLd', () => {
  it('describes the article with absolute addresses', () => {
    expect(
      articleJsonLd({
        title: 'The First Edition',
        excerpt: 'A look back.',
        date: '2021-02-18',
        path: '/article/first-edition',
        imageUrl: '/content-images/article_first_edition-1200x675.svg',
        siteUrl: 'https://site.example',
      }),
    ).toEqual({
      '@type': 'Article',
      headline: 'The First Edition',
      description: 'A look back.',
      datePublished: '2021-02-18',
      image: 'https://site.example/content-images/article_first_edition-1200x675.svg',
      url: 'https://site.example/article/first-edition',
      mainEntityOfPage: 'https://site.example/article/first-edition',
    })
  })

  it('keeps an image already on a CDN and leaves out what is missing', () => {
    const data = articleJsonLd({
      title: 'T',
      excerpt: null,
      date: null,
      path: '/article/t',
      imageUrl: 'https://cdn.sanity.io/images/p/d/x.png',
      siteUrl: 'https://site.example',
    })
    expect(data.image).toBe('https://cdn.sanity.io/images/p/d/x.png')
    expect(data).not.toHaveProperty('description')
    expect(data).not.toHaveProperty('datePublished')
  })
})
