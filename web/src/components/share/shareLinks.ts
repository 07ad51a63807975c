/**
 * The addresses behind "Share This Innovation" on a Beacon page (docs/product.md#sharing-and-outbound-links): Twitter, LinkedIn and
 * Facebook share dialogs carrying the page address, and an e-mail with a preset subject and body.
 * Pure, so it renders on the server and is unit-tested.
 */

export interface ShareInput {
  /** The finalist's name, e.g. "Staking for Good". */
  title: string
  /** The page's absolute address. */
  url: string
  /** The winner's page says "Winner" in the e-mail subject. */
  isWinner?: boolean
}

export interface ShareLinks {
  twitter: string
  linkedin: string
  facebook: string
  email: string
}

/** The text a share carries: "Check out {title} - BEACONS 2025 Innovation Summit Finalist". */
function shareText(title: string) {
  return `Check out ${title} - BEACONS 2025 Innovation Summit Finalist`
}

function shareSubject(isWinner = false) {
  return isWinner ? 'BEACONS 2025 Innovation Summit Winner' : 'BEACONS 2025 Innovation Summit Finalist'
}

export function toShareLinks({title, url, isWinner = false}: ShareInput): ShareLinks {
  const text = shareText(title)
  const u = encodeURIComponent(url)
  return {
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    email: `mailto:?subject=${encodeURIComponent(shareSubject(isWinner))}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
  }
}

/** The size and position of the share popup (600 by 400, docs/product.md#sharing-and-outbound-links), centred on the current window. */
export function popupFeatures(screen?: {left: number; top: number; width: number; height: number}) {
  const width = 600
  const height = 400
  const place = screen
    ? `,left=${Math.max(0, Math.round(screen.left + (screen.width - width) / 2))},top=${Math.max(0, Math.round(screen.top + (screen.height - height) / 2))}`
    : ''
  return `width=${width},height=${height}${place},menubar=no,toolbar=no,resizable=yes,scrollbars=yes`
}
