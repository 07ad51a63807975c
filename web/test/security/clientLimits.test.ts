/** The limits' settings as the server reads them from its environment: defaults, values, and clear refusals. */
import {describe, expect, test} from 'vitest'
import {clientLimits} from '../../src/security/clientLimits'
import {trustProxies} from '../../src/security/trustedProxies'

describe('clientLimits', () => {
  test('defaults when nothing is set', () => {
    expect(clientLimits({})).toEqual({
      connectionsPerClient: 64,
      requestsPerClient: 4,
      queuePerClient: 64,
      requestsPerSecond: 20,
      burstPerMinute: 200,
      maxConnections: 1024,
      trustedProxies: ['loopback'],
    })
    expect(clientLimits({SITE_TRUSTED_PROXIES: 'none'}).trustedProxies).toEqual([])
  })
  test('values and a list of trusted proxies', () => {
    expect(
      clientLimits({
        SITE_CLIENT_CONNECTIONS: '8',
        SITE_CLIENT_REQUESTS: '2',
        SITE_CLIENT_QUEUE: '0',
        SITE_CLIENT_RATE: '5',
        SITE_CLIENT_BURST: '50',
        SITE_MAX_CONNECTIONS: '100',
        SITE_TRUSTED_PROXIES: ' 10.0.0.1, 192.168.0.0/16 ',
      }),
    ).toEqual({
      connectionsPerClient: 8,
      requestsPerClient: 2,
      queuePerClient: 0,
      requestsPerSecond: 5,
      burstPerMinute: 50,
      maxConnections: 100,
      trustedProxies: ['10.0.0.1', '192.168.0.0/16'],
    })
  })
  test('a value that is not a whole number stops the server, naming its variable', () => {
    expect(() => clientLimits({SITE_CLIENT_REQUESTS: '0'})).toThrow('SITE_CLIENT_REQUESTS must be a whole number of at least 1, not "0"')
    expect(() => clientLimits({SITE_MAX_CONNECTIONS: 'lots'})).toThrow(
      'SITE_MAX_CONNECTIONS must be a whole number of at least 1, not "lots"',
    )
  })
  test('a trusted proxy that is not an address stops the server, naming SITE_TRUSTED_PROXIES', () => {
    expect(() => trustProxies(['edge.internal'])).toThrow(/^SITE_TRUSTED_PROXIES: .*edge\.internal/)
  })
})
