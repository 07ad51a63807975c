/**
 * The build warns when it has no site address (canonical and share links would point at localhost),
 * and stays quiet when NEXT_PUBLIC_SITE_URL or a host platform's production address gives one.
 * Runs next.config's own function, as `next build` does.
 */
import {PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER} from 'next/constants'
import {afterEach, expect, test, vi} from 'vitest'
import config from '../next.config'

const ADDRESS_VARIABLES = ['NEXT_PUBLIC_SITE_URL', 'VERCEL_PROJECT_PRODUCTION_URL', 'NETLIFY', 'URL']

function warningsFor(phase: string, env: Record<string, string>) {
  for (const name of ADDRESS_VARIABLES) vi.stubEnv(name, undefined)
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  config(phase)
  return warn.mock.calls.map((call) => call.join(' '))
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

test('a build without a site address warns that canonical and share links will point at localhost', () => {
  const warnings = warningsFor(PHASE_PRODUCTION_BUILD, {})
  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toMatch(/NEXT_PUBLIC_SITE_URL/)
  expect(warnings[0]).toMatch(/share links will point at http:\/\/localhost:3000/)
})

test('no warning when NEXT_PUBLIC_SITE_URL, Vercel or Netlify gives the address', () => {
  expect(warningsFor(PHASE_PRODUCTION_BUILD, {NEXT_PUBLIC_SITE_URL: 'https://beacons.example.org'})).toEqual([])
  expect(warningsFor(PHASE_PRODUCTION_BUILD, {VERCEL_PROJECT_PRODUCTION_URL: 'beacons.vercel.app'})).toEqual([])
  expect(warningsFor(PHASE_PRODUCTION_BUILD, {NETLIFY: 'true', URL: 'https://beacons.netlify.app'})).toEqual([])
})

test('the running server does not repeat the build warning', () => {
  expect(warningsFor(PHASE_PRODUCTION_SERVER, {})).toEqual([])
})
