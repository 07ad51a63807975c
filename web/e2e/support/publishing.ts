/**
 * A publish as the Content Lake's webhook reports it, and a visitor's view of its result, for specs
 * that change their server's dataset copy (see ./fixtures.ts `siteOfEachTest`).
 */
import {eventually} from '@site/test-harness/eventually'
import type {PublishServer} from '../../test/support/productionServer'

export function publishingOn(server: () => PublishServer) {
  return {
    /** What the README's webhook projection sends for a document (slug now, slug before). */
    publish: (doc: {_id: string; _type: string}, slug: string | null, previousSlug: string | null = null) =>
      server().webhook(JSON.stringify({_id: doc._id, _type: doc._type, slug, previousSlug})),

    /** Asks as a visitor until the answer matches: the first visit after a publish may get the previous version. */
    answerOnceIt: (path: string, check: (response: Response, body: string) => boolean, what: string) =>
      eventually(
        async () => {
          const response = await fetch(server().address(path), {redirect: 'manual'})
          return {response, body: await response.text()}
        },
        ({response, body}) => check(response, body),
        `${path} ${what}`,
      ),
  }
}

/**
 * What the Presentation tool does before it opens a preview: its secret in the dataset, valid for an
 * hour from now. Then the preview opens `previewEnableAddress`.
 */
export function putPreviewSecret(on: PublishServer, secret: string) {
  on.putDocument({
    _id: 'drafts.preview-secret',
    _type: 'sanity.previewUrlSecret',
    secret,
    studioUrl: 'http://localhost:3333',
    _updatedAt: new Date().toISOString(),
  })
}

/** The address the Presentation tool's frame opens to preview `pathname` with `secret`. */
export const previewEnableAddress = (on: PublishServer, secret: string, pathname: string) =>
  `${on.url}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${pathname}`
