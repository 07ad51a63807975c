/** An image that always carries alt text, so every picture on the site can be described to a screen reader. */
import {defineField, defineType} from 'sanity'

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
  validation: (rule) =>
    rule.custom((value: {asset?: unknown; _sanityAsset?: unknown} | undefined) =>
      !value || value.asset || value._sanityAsset ? true : 'Upload an image or remove this field.',
    ),
})
