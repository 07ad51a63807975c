/**
 * The icon picker's options, built from the shared icon list (@site/icons): the site draws every
 * name offered here, so adding a name there is the only step.
 */
import {ICON_NAMES} from '@site/icons'

export const iconOptions = {
  list: ICON_NAMES.map((name) => ({title: name.replace(/-/g, ' '), value: name})),
}
