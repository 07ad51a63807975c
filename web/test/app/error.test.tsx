/**
 * The error boundary (docs/product.md#errors: "Unexpected Application Error!" with the status or message), rendered
 * as a component: no route in the site can be made to throw on purpose, so none is added for tests.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, test} from 'vitest'
import AppError from '@/app/error'
import GlobalError from '@/app/global-error'
import {describeError} from '@/components/errors/describeError'

const noop = () => {}

describe('error boundary', () => {
  test('says "Unexpected Application Error!" with the error message, a Try again button and a link home', () => {
    const html = renderToStaticMarkup(<AppError error={new Error('Could not load the pilots')} retry={noop} />)
    expect(html).toContain('<h1')
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toContain('Could not load the pilots')
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Try again<\/button>/)
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/)
  })

  test('shows the status when the error carries one', () => {
    const error = Object.assign(new Error('ignored'), {status: 503, statusText: 'Service Unavailable'})
    const html = renderToStaticMarkup(<AppError error={error} retry={noop} />)
    expect(html).toContain('503 Service Unavailable')
    expect(html).not.toContain('ignored')
  })

  test('shows the reference of a server error whose message is hidden in production', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), {digest: '12345'})
    expect(renderToStaticMarkup(<AppError error={error} retry={noop} />)).toContain('12345')
  })

  test('the global fallback renders its own document with the same words', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('Layout failed')} retry={noop} />)
    expect(html).toMatch(/^<html[^>]*lang="en"/)
    expect(html).toContain('<body')
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toContain('Layout failed')
    expect(html).toContain('Try again')
  })
})

describe('describeError', () => {
  test('prefers the status, then the message, then the thrown text', () => {
    expect(describeError({status: 404})).toBe('404')
    expect(describeError({status: 500, statusText: 'Internal Server Error', message: 'x'})).toBe('500 Internal Server Error')
    expect(describeError(new TypeError('Bad input'))).toBe('Bad input')
    expect(describeError('plain text')).toBe('plain text')
    expect(describeError(undefined)).toBe('Something went wrong.')
    expect(describeError(42)).toBe('Something went wrong.')
  })
})
