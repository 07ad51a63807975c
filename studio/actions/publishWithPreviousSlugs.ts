/**
 * The default Publish action, wrapped: before publishing a slug that differs from the published one,
 * it records the published slug in previousSlugs, so the old address keeps working (the site answers
 * it with a permanent redirect to the new one).
 */
import {useDocumentOperation, type DocumentActionComponent} from 'sanity'
import {previousSlugsAfterPublish} from './previousSlugs'

type SluggedDoc = {slug?: {current?: string}; previousSlugs?: string[]}

export function publishWithPreviousSlugs(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishRecordingPreviousSlugs: DocumentActionComponent = (props) => {
    const {patch} = useDocumentOperation(props.id, props.type)
    const description = publish(props)
    if (!description) return description
    return {
      ...description,
      onHandle: () => {
        const previousSlugs = previousSlugsAfterPublish(props.published as SluggedDoc | null, props.draft as SluggedDoc | null)
        // The patch lands on the draft first, so the publish that follows carries it.
        if (previousSlugs) patch.execute([{set: {previousSlugs}}])
        description.onHandle?.()
      },
    }
  }
  PublishRecordingPreviousSlugs.action = publish.action
  PublishRecordingPreviousSlugs.displayName = 'PublishRecordingPreviousSlugs'
  return PublishRecordingPreviousSlugs
}
