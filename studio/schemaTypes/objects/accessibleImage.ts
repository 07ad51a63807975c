/**
 * An image that always carries alt text, so every picture on the site can be described to a screen
 * reader; and the rule for an image the page needs. A field's own `validation` replaces its type's,
 * and `required()` counts an image holding only its alternative text as filled (the page would then
 * show a card without its picture), so a required image field uses `requiredImage` from here: it asks
 * for an actual picture, with this type's message.
 */
import {defineField, defineType, type Rule} from 'sanity'

type ImageValue = {asset?: {_ref?: unknown} | null; _sanityAsset?: unknown} | undefined

/** Whether an image holds a picture: an uploaded asset, or (in the bundled export file) its `_sanityAsset` marker. */
function holdsImage(value: ImageValue): boolean {
  return typeof value?.asset?._ref === 'string' || typeof value?._sanityAsset === 'string'
}

/** What an optional image holding no picture says. */
export const IMAGE_MISSING = 'Upload an image or remove this field.'

/** What a required image holding no picture says; `reason` tells what the page shows it for. */
const requiredImageMessage = (reason: string) => `Upload an image: ${reason}`

/** The validation of a field whose picture the page needs, e.g. `validation: requiredImage('the logo is shown on every page.')`. */
export function requiredImage(reason: string) {
  const message = requiredImageMessage(reason)
  // required() says it of a missing image (and tells the generated types the field is always there);
  // the custom check of an image without a picture.
  return (rule: Rule) =>
    rule
      .required()
      .custom((value: ImageValue) => (!value || holdsImage(value) ? true : message))
      .error(message)
}

export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  options: {hotspot: true},
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the picture for people who cannot see it. For a logo, write the organisation name.',
      validation: (rule) => rule.required().error('Describe the image: screen readers read this aloud.'),
    }),
  ],
  validation: (rule) => rule.custom((value: ImageValue) => (!value || holdsImage(value) ? true : IMAGE_MISSING)),
})
