/**
 * The icons an editor can choose for statistics, value cards, pilots and social links: one list for
 * the Studio's pickers (studio/schemaTypes/icons.ts) and the site's drawings
 * (web/src/components/editorIcons.tsx, a `Record<IconName, …>`, so a name without a drawing fails the typecheck).
 */
export const ICON_NAMES = [
  'lightbulb',
  'users',
  'award',
  'globe',
  'handshake',
  'sparkles',
  'target',
  'trending-up',
  'rocket',
  'graduation-cap',
  'smartphone',
  'heart',
  'heart-handshake',
  'bar-chart',
  'message-square',
  'gamepad',
  'smile',
  'layers',
  'file-text',
  'calendar',
  'building',
  'mail',
  'linkedin',
  'facebook',
  'twitter',
  'instagram',
  'youtube',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** True for a name the site can draw; content from the Lake may hold a name since removed. */
export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name)
}
