import {expect, test} from 'vitest'
import {isLivePreviewPass, revokePreviewPass} from '@/security/passRevocation'
import {issuePreviewPass} from '@/security/previewPass'

test('ending one preview ends its pass only, even beside a pass issued in the same second', async () => {
  const now = Date.now()
  const ended = await issuePreviewPass({now})
  const another = await issuePreviewPass({now})
  await revokePreviewPass(ended, now)
  expect(await isLivePreviewPass(ended, now)).toBe(false)
  // Another editor's preview, or the same editor's opened again at once.
  expect(await isLivePreviewPass(another, now)).toBe(true)
})
