/**
 * The icons an editor can choose for statistics, value cards, pilots and social links.
 * web/src/components/icons.tsx maps each name to a drawing; add a name in both places.
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

export const iconOptions = {
  list: ICON_NAMES.map((name) => ({title: name.replace(/-/g, ' '), value: name})),
}
