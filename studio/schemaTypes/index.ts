/**
 * Every schema type the Studio knows, in one list. Documents live in documents/ (one file each),
 * shared objects in objects/. Add a new type here after creating its file.
 */
import {accessibleImage} from './objects/accessibleImage'
import {link} from './objects/link'
import {richText} from './objects/richText'
import {statistic} from './objects/statistic'

export const schemaTypes = [
  // shared objects
  accessibleImage,
  link,
  richText,
  statistic,
  // documents
]
