import {describe, expect, it} from 'vitest'
import {popupFeatures, toShareLinks} from '@/components/share/shareLinks'

const url = 'https://beacons.example.org/beacon/today-tomorrow'

describe('toShareLinks', () => {
  const links = toShareLinks({title: 'Today & Tomorrow', url, isWinner: false})

  it('builds the Twitter intent with the share text and the page address', () => {
    expect(links.twitter).toBe(
      'https://twitter.com/intent/tweet?text=Check%20out%20Today%20%26%20Tomorrow%20-%20BEACONS%202025%20Innovation%20Summit%20Finalist' +
        '&url=https%3A%2F%2Fbeacons.example.org%2Fbeacon%2Ftoday-tomorrow',
    )
    const parsed = new URL(links.twitter)
    expect(parsed.searchParams.get('text')).toBe('Check out Today & Tomorrow - BEACONS 2025 Innovation Summit Finalist')
    expect(parsed.searchParams.get('url')).toBe(url)
  })

  it('builds the LinkedIn share-offsite and Facebook sharer links with the page address', () => {
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fbeacons.example.org%2Fbeacon%2Ftoday-tomorrow',
    )
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbeacons.example.org%2Fbeacon%2Ftoday-tomorrow')
  })

  it('builds a mailto with the finalist subject and the text, a blank line and the address as body', () => {
    expect(links.email).toBe(
      'mailto:?subject=BEACONS%202025%20Innovation%20Summit%20Finalist' +
        '&body=Check%20out%20Today%20%26%20Tomorrow%20-%20BEACONS%202025%20Innovation%20Summit%20Finalist%0A%0Ahttps%3A%2F%2Fbeacons.example.org%2Fbeacon%2Ftoday-tomorrow',
    )
    const parsed = new URL(links.email)
    expect(parsed.protocol).toBe('mailto:')
    expect(parsed.searchParams.get('subject')).toBe('BEACONS 2025 Innovation Summit Finalist')
    expect(parsed.searchParams.get('body')).toBe(`Check out Today & Tomorrow - BEACONS 2025 Innovation Summit Finalist\n\n${url}`)
  })

  it('says "Winner" in the e-mail subject on the winner’s page, and keeps the share text', () => {
    const winner = toShareLinks({title: 'Staking for Good', url: 'https://x.example/beacon/staking-for-good', isWinner: true})
    const parsed = new URL(winner.email)
    expect(parsed.searchParams.get('subject')).toBe('BEACONS 2025 Innovation Summit Winner')
    expect(parsed.searchParams.get('body')).toBe(
      'Check out Staking for Good - BEACONS 2025 Innovation Summit Finalist\n\nhttps://x.example/beacon/staking-for-good',
    )
    expect(winner.twitter).toContain('Innovation%20Summit%20Finalist')
  })

  it('encodes characters that would break a query string (#, ?, &, +, spaces, non-ASCII)', () => {
    const tricky = toShareLinks({title: 'A+B #1? Ça & co', url: 'https://x.example/p?a=1&b=2#top'})
    expect(tricky.twitter).not.toMatch(/[#+ ]|&b=|Ç/)
    const parsed = new URL(tricky.twitter)
    expect([...parsed.searchParams.keys()]).toEqual(['text', 'url'])
    expect(parsed.searchParams.get('text')).toBe('Check out A+B #1? Ça & co - BEACONS 2025 Innovation Summit Finalist')
    expect(parsed.searchParams.get('url')).toBe('https://x.example/p?a=1&b=2#top')
    expect(new URL(tricky.facebook).searchParams.get('u')).toBe('https://x.example/p?a=1&b=2#top')
    expect(new URL(tricky.linkedin).searchParams.get('url')).toBe('https://x.example/p?a=1&b=2#top')
  })
})

describe('popupFeatures', () => {
  it('asks for a 600 by 400 window', () => {
    expect(popupFeatures()).toMatch(/^width=600,height=400(,|$)/)
  })

  it('centres the popup on the current window', () => {
    expect(popupFeatures({left: 100, top: 50, width: 1400, height: 1000})).toContain('left=500,top=350')
  })
})
