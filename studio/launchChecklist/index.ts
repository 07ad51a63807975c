/**
 * The "Launch checklist" tool in the Studio's top bar (see LaunchChecklist.tsx). A plugin, so
 * sanity.config.ts adds it with one line where the other tools are.
 */
import {RocketIcon} from '@sanity/icons/Rocket'
import {definePlugin} from 'sanity'
import {LaunchChecklist} from './LaunchChecklist'

export const launchChecklist = definePlugin({
  name: 'launch-checklist',
  tools: [{name: 'launch-checklist', title: 'Launch checklist', icon: RocketIcon, component: LaunchChecklist}],
})
