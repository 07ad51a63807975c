import {expect, test} from 'vitest'
import {serializeJsonLd} from '@/seo/serializeJsonLd'

test('structured data cannot be broken out of by a closing script tag in content', () => {
  const json = serializeJsonLd({name: '</script><script>alert(1)</script>'})
  expect(json).not.toContain('</script>')
  expect(JSON.parse(json)).toEqual({name: '</script><script>alert(1)</script>'})
})
