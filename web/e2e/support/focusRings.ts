/**
 * A focus indicator must stand out from whatever it is drawn on (WCAG 1.4.11 non-text contrast, as the
 * W3C applies it to focus indicators): axe does not judge it, so the route sweep asks this helper on
 * the page it has already loaded. Every tab stop is focused in turn (keyboard modality, so
 * :focus-visible applies) and what focusing changed is read back: an outline or a box-shadow on the
 * element or on an ancestor (a card drawing the ring for the link stretched over it). Each colour of
 * that indicator is compared with the real background behind it (the first painted background up the
 * tree, every colour of a gradient); the indicator passes where one of its colours reaches 3:1 against
 * each of them (a two-tone ring).
 */
import type {Page} from '@playwright/test'

/** Tab stops whose indicator is missing or too faint, one line each ("<a.…> "About Us": 2.45:1 on rgb(255, 255, 255)"). */
export async function focusRingProblems(page: Page, route: string): Promise<string[]> {
  // A key press first: focus moved by script then counts as keyboard focus (:focus-visible).
  await page.keyboard.press('Tab')
  const problems = await page.evaluate(() => {
    type Rgba = [number, number, number, number]
    const MINIMUM = 3
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r = 0, g = 0, b = 0, a = 1] = match[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number)
        return [r, g, b, a]
      })
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1]
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
      return (light + 0.05) / (dark + 0.05)
    }
    /** The colours painted behind `element`'s outside: its ancestors' backgrounds, composited down to the page's white. */
    const backgroundsBehind = (element: Element): Rgba[] => {
      const layers: Rgba[] = []
      for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        const gradient = parse(style.backgroundImage)
        if (gradient.length)
          return gradient.map((stop) => layers.reduceRight((colour, layer) => over(layer, colour), over(stop, [255, 255, 255, 1])))
        const [colour] = parse(style.backgroundColor)
        if (colour && colour[3] > 0) {
          layers.push(colour)
          if (colour[3] === 1) break
        }
      }
      return [layers.reduceRight((colour, layer) => over(layer, colour), [255, 255, 255, 1] as Rgba)]
    }
    const ringOf = (style: CSSStyleDeclaration) => ({
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? style.outlineColor : '',
      shadow: style.boxShadow === 'none' ? '' : style.boxShadow,
    })
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3).join('.') : ''
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}"`
    }

    // A control with transition-colors fades its outline colour in: read the end of the fade, not its start.
    const settle = (nodes: Element[]) => {
      for (const node of nodes) for (const animation of node.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
    }

    const found: string[] = []
    const stops = [
      ...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]'),
    ].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
    for (const element of stops) {
      const chain: Element[] = []
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) chain.push(node)
      element.blur()
      settle(chain)
      const before = chain.map((node) => ringOf(getComputedStyle(node)))
      element.focus({preventScroll: true})
      settle(chain)
      if (!element.matches(':focus-visible')) {
        found.push(`${describe(element)} does not take keyboard focus`)
        continue
      }
      const drawn = chain.flatMap((node, i) => {
        const after = ringOf(getComputedStyle(node))
        const colours = [
          ...(after.outline && after.outline !== before[i]!.outline ? parse(after.outline) : []),
          ...(after.shadow && after.shadow !== before[i]!.shadow ? parse(after.shadow) : []),
        ]
        return colours.length ? [{node, colours}] : []
      })
      if (!drawn.length) {
        found.push(`${describe(element)} shows no focus indicator`)
        continue
      }
      for (const {node, colours} of drawn) {
        for (const background of backgroundsBehind(node)) {
          const best = Math.max(...colours.map((colour) => contrast(over(colour, background), background)))
          if (best < MINIMUM)
            found.push(`${describe(element)}: ${best.toFixed(2)}:1 on rgb(${background.slice(0, 3).map(Math.round).join(', ')})`)
        }
      }
    }
    ;(document.activeElement as HTMLElement | null)?.blur()
    return found
  })
  return problems.map((problem) => `${route}: ${problem}`)
}
