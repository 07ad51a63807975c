/**
 * The launch dataset as editors would leave it before launch, every placeholder replaced: sample names
 * lose their " (sample)", example.org links point at the initiative's own domain, and placeholder video
 * ids (SAMPLE…) become real-looking ones. The launch checklist finds nothing open in it, so a test can
 * put one placeholder back and see exactly that one reported.
 */
import {readFileSync} from 'node:fs'
import {DATA_FILE} from '@site/content/paths'

export function clearedLaunchDataset(): string {
  return readFileSync(DATA_FILE, 'utf8')
    .replaceAll(' (sample)', '')
    .replaceAll('example.org', 'fundraising-innovation.org')
    .replace(/SAMPLE(\w{5})/g, 'Qx7$1')
}
