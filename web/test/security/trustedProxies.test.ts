/** Whose X-Forwarded-For names the client: a trusted proxy's only. */
import type {IncomingMessage} from 'node:http'
import {afterEach, expect, test} from 'vitest'
import {clientOf, isTrustedProxy, trustProxies} from '../../src/security/trustedProxies'

const request = (from: string, forwarded?: string) =>
  ({
    socket: {remoteAddress: from},
    connection: {remoteAddress: from},
    headers: forwarded ? {'x-forwarded-for': forwarded} : {},
  }) as unknown as IncomingMessage

afterEach(() => trustProxies([]))

test('with no trusted proxy, the connection is the client whatever X-Forwarded-For says', () => {
  expect(clientOf(request('198.51.100.9', '203.0.113.7'))).toBe('198.51.100.9')
  expect(isTrustedProxy('127.0.0.1')).toBe(false)
})

test("a trusted proxy's connection names the nearest address it does not trust", () => {
  trustProxies(['10.0.0.0/8'])
  expect(isTrustedProxy('10.1.2.3')).toBe(true)
  expect(clientOf(request('10.1.2.3', '203.0.113.7'))).toBe('203.0.113.7')
  // A visitor's forged entry is further left than the one the proxy appended: not read.
  expect(clientOf(request('10.1.2.3', '1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7')
  expect(clientOf(request('198.51.100.9', '203.0.113.7'))).toBe('198.51.100.9')
})
