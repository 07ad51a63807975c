/** The visitor's side of a publish: ask for a page until it carries a text, as visitors keep coming. */
import type {StudioStack} from '@site/test-harness/stack'

export async function firstResponseCarrying(stack: StudioStack, path: string, text: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const page = await stack.page(path)
    if (page.status === 200 && page.html.includes(text)) return page
    if (Date.now() > deadline) throw new Error(`${path} never carried "${text}" (last answer ${page.status})`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
