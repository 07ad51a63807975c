/**
 * The desk lists single pages as documents (no folder icon or ">"), by their previews: each single
 * page's preview is titled by its name in the desk, whatever its content says.
 */
import {expect, test} from 'vitest'
import {SINGLETONS} from '../singletons'
import {previewOf} from './support/preview'
import {launchDocument} from './support/validate'

test('every single page’s preview is titled by its name in the desk', () => {
  for (const {id, type, title} of SINGLETONS) {
    expect(previewOf(launchDocument(id), type).title, type).toBe(title)
  }
})
