/** Single values: what makes a name, a link or a video address a placeholder, on the launch content's own values. */
import {expect, test} from 'vitest'
import {placeholderHost, placeholderIn, placeholderVideoId} from '../src/index.ts'
import {launchDocument} from './dataset.ts'

test('a name marked “(sample)” is sample content; the same name without the marker is not', () => {
  const name = launchDocument('team-wei-chen').name as string
  expect(name).toBe('Wei Chen (sample)')
  expect(placeholderIn(name)).toEqual({kind: 'sample', reason: '“(sample)” marks a made-up name or text'})
  expect(placeholderIn('Wei Chen')).toBeNull()
  expect(placeholderIn('A sample of our work')).toBeNull()
})

test('example.org links and e-mail addresses are placeholders, whatever their path', () => {
  const settings = launchDocument('siteSettings')
  expect(placeholderIn(settings.email)).toEqual({kind: 'link', reason: 'example.org is a placeholder address'})
  expect(placeholderHost('https://example.org/report.pdf')).toBe('example.org')
  expect(placeholderHost('https://www.example.org/')).toBe('www.example.org')
  expect(placeholderHost('mailto:hello@example.org')).toBe('example.org')
  expect(placeholderHost('https://shop.example/')).toBe('shop.example')
  expect(placeholderHost('https://site.test/')).toBe('site.test')
})

test('real addresses, look-alike hosts and words are not placeholder links', () => {
  expect(placeholderHost('https://www.linkedin.com/company/x')).toBeNull()
  expect(placeholderHost('https://example.organisation.net/')).toBeNull()
  expect(placeholderHost('https://notexample.org/')).toBeNull()
  expect(placeholderHost('mailto:someone@givify.org')).toBeNull()
  expect(placeholderHost('example.org')).toBeNull()
  expect(placeholderHost(undefined)).toBeNull()
  expect(placeholderHost('not a url')).toBeNull()
})

test('a video address with a made-up id is a placeholder video, not a placeholder link', () => {
  const finalist = launchDocument('finalist-staking-for-good')
  expect(finalist.videoUrl).toBe('https://www.youtube.com/watch?v=SAMPLEvid01')
  expect(placeholderIn(finalist.videoUrl)).toEqual({kind: 'video', reason: 'SAMPLEvid01 is not a real video'})
  expect(placeholderVideoId('https://youtu.be/SAMPLEplt02')).toBe('SAMPLEplt02')
  expect(placeholderVideoId('https://www.youtube-nocookie.com/embed/SAMPLEsum25?rel=0')).toBe('SAMPLEsum25')
})

test('a real video address is not a placeholder', () => {
  expect(placeholderIn('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBeNull()
  expect(placeholderIn('https://youtu.be/aqz-KE-bpKQ')).toBeNull()
  // "sample" elsewhere in the address is not the id.
  expect(placeholderVideoId('https://www.youtube.com/watch?v=aqz-KE-bpKQ&list=SAMPLEplaylist')).toBeNull()
})
