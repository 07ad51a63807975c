/** What the kinds' examples are written with: a paragraph of Portable Text, and a weak reference to a launch document. */

export const block = (key: string, text: string, style = 'normal') => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [{_type: 'span', _key: `${key}-span`, text, marks: []}],
})

export const ref = (key: string, id: string) => ({_type: 'reference', _key: key, _ref: id, _weak: true})
