/**
 * Text that a visitor enlarges or spaces out must stay readable (WCAG 1.4.4 resize text, 1.4.12 text
 * spacing): the route sweep applies the change to the page it has already loaded and asks this helper
 * what broke. Two things break when a layout was only drawn for the default text: the page scrolls
 * sideways, or a box that hides its overflow (a card, a panel, a table frame) cuts off the text that
 * grew inside it. Both are measured in the page, on rendered geometry, so any component is covered
 * without a test of its own.
 */
import type {Page} from '@playwright/test'

/** What the browser's text-size setting does to rem-based text: the root font size, doubled. */
export async function enlargeTextTo200Percent(page: Page) {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
}

/** The WCAG 1.4.12 overrides, as a visitor's style sheet or bookmarklet applies them. */
export async function applyTextSpacingOverrides(page: Page) {
  await page.addStyleTag({
    content:
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }',
  })
}

/**
 * Whatever the text change broke, one readable line each ("sideways scroll …", "<span.badge…> "Implemented"
 * cut off by <article.card…>"); empty when the page reflowed.
 */
export async function textReflowProblems(page: Page, route: string): Promise<string[]> {
  // The web font in place (the fallback face measures differently) and, two frames on, the style change
  // above laid out before anything is measured.
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  const problems = await page.evaluate(() => {
    const TOLERANCE = 1
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`)

    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 4).join('.') : ''
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>`
    }
    const clips = (style: CSSStyleDeclaration) =>
      [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip' || value === 'auto' || value === 'scroll')

    // The elements from `owner` up to `clip` (not included) that lay out as boxes (blocks, table cells), not runs of text.
    const boxesBetween = (owner: Element, clip: Element) => {
      const boxes: Element[] = []
      for (let inner: Element | null = owner; inner && inner !== clip; inner = inner.parentElement)
        if (!getComputedStyle(inner).display.startsWith('inline')) boxes.push(inner)
      return boxes
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    })
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement
      if (!owner) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
      if (!rects.length) continue // not rendered (display: none, a closed menu)
      // The text's owner and every ancestor that hides its overflow, up to the page itself.
      for (let box: Element | null = owner; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box)
        if (!clips(style)) continue
        const outer = box.getBoundingClientRect()
        // Visually hidden text (sr-only: a 1 px content box, clipped away) is meant to be cut off, unless a
        // box of real size sits inside it (table header cells in a header row hidden as the text grew).
        const contentWidth = outer.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        const contentHeight = outer.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
        if (contentWidth <= 1 || contentHeight <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)') {
          const hiddenBox = boxesBetween(owner, box).find((inner) => inner.getBoundingClientRect().width > 1 + TOLERANCE)
          if (hiddenBox) found.push(`${describe(hiddenBox)} "${node.textContent!.trim().slice(0, 40)}" is cut off by ${describe(box)}`)
          break
        }
        const padding = {
          left: outer.left + parseFloat(style.borderLeftWidth),
          right: outer.right - parseFloat(style.borderRightWidth),
          top: outer.top + parseFloat(style.borderTopWidth),
          bottom: outer.bottom - parseFloat(style.borderBottomWidth),
        }
        const outside = rects.some(
          (rect) =>
            rect.left < padding.left - TOLERANCE ||
            rect.right > padding.right + TOLERANCE ||
            rect.top < padding.top - TOLERANCE ||
            rect.bottom > padding.bottom + TOLERANCE,
        )
        if (outside) {
          const text = node.textContent!.trim().replace(/\s+/g, ' ').slice(0, 40)
          found.push(`${describe(owner)} "${text}" sticks out of ${box === owner ? 'itself' : describe(box)}`)
          break
        }
      }
    }
    return found
  })
  return problems.map((problem) => `${route}: ${problem}`)
}

/**
 * The current page's nav link whose pill (its background box) does not hold its label, one line each.
 * An inline link that wraps paints one piece of pill per line, each off the words it belongs to, so the
 * pill must be one box, and every line of the label inside it.
 */
export async function activePillProblems(page: Page, route: string): Promise<string[]> {
  return page.locator('header nav a[aria-current="page"]').evaluateAll(
    (links, path) =>
      links.flatMap((link) => {
        const range = document.createRange()
        range.selectNodeContents(link)
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0)
        const pieces = [...link.getClientRects()]
        if (!pieces.length) return [] // the closed phone menu's copy of the link
        const pill = pieces[0]
        const holds =
          pieces.length === 1 &&
          lines.every(
            (line) =>
              !!pill &&
              line.left >= pill.left - 1 &&
              line.right <= pill.right + 1 &&
              line.top >= pill.top - 1 &&
              line.bottom <= pill.bottom + 1,
          )
        return holds
          ? []
          : [
              `${path}: the active link "${link.textContent?.trim()}" draws its pill in ${pieces.length} piece(s) around ${lines.length} line(s) of label, not around it`,
            ]
      }),
    route,
  )
}
