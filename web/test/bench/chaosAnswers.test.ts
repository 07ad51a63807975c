/**
 * The chaos run's visitor (bench/chaos/answers.ts) asks as a browser does: a request whose connection is
 * closed before any answer begins (a kept-alive connection the server ended as idle) is sent again once;
 * a server that closes every connection unanswered is still reported as giving no answer.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterEach, expect, test} from 'vitest'
import {answerAt} from '../../bench/chaos/answers'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server that closes the first `unanswered` requests' connections without a byte, then answers. */
async function closingFirst(unanswered: number) {
  let asked = 0
  server = createServer((request, response) => {
    asked++
    if (asked <= unanswered) return request.socket.destroy()
    response.setHeader('Content-Type', 'text/html')
    response.end('<title>Answered</title><main>here</main>')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked: () => asked}
}

test('a connection closed before the answer began is asked again once, and the answer is the second one', async () => {
  const site = await closingFirst(1)
  expect(await answerAt(site.url, '/')).toMatchObject({status: 200, shown: 'title: Answered | main: here | links: '})
  expect(site.asked()).toBe(2)
})

test('a server that closes connections twice in a row gives no answer, with the reason', async () => {
  const site = await closingFirst(2)
  expect(await answerAt(site.url, '/')).toMatchObject({status: 0, error: 'UND_ERR_SOCKET'})
  expect(site.asked()).toBe(2)
})
