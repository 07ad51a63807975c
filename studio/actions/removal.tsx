/**
 * Unpublish and Delete, both in the document's menu, each saying before the editor confirms what it
 * does to the pages that show the document ("Listed on: Our Pilots. Its card will disappear from that
 * page.") and, when a document still needs it, why the Content Lake would refuse and where to remove
 * it first (holders.ts). Sanity's own Unpublish shows only in the "Published" view, and its dialogs
 * speak of references in general ("You may not be able to delete…") even where a list entry is weak
 * and nothing is refused; these replace both for every document that is not a single page.
 */
import {TrashIcon} from '@sanity/icons/Trash'
import {UnpublishIcon} from '@sanity/icons/Unpublish'
import {Button, Flex, Stack, Text} from '@sanity/ui'
import {useEffect, useState} from 'react'
import {useClient, useDocumentOperation, useSchema, type DocumentActionComponent, type DocumentActionProps} from 'sanity'
import {holdersOf, listedOnNotice, neededByNotice, REFERRERS_QUERY, type Holders, type Referrer, type Removal} from './holders'

type Checked = {holders: Holders} | {failed: true} | null

/** Who holds the document, asked when the dialog opens (and again each time it does). */
function useHolders(id: string, open: boolean): Checked {
  const client = useClient({apiVersion: '2025-09-01'})
  const schema = useSchema()
  const [checked, setChecked] = useState<Checked>(null)
  useEffect(() => {
    if (!open) return
    let current = true
    setChecked(null)
    client.fetch<Referrer[]>(REFERRERS_QUERY, {id}, {perspective: 'raw'}).then(
      (referrers) => current && setChecked({holders: holdersOf(id, referrers, (type) => schema.get(type)?.title ?? type)}),
      () => current && setChecked({failed: true}),
    )
    return () => {
      current = false
    }
  }, [client, schema, id, open])
  return checked
}

const WHAT_IT_DOES: Record<Removal, string> = {
  unpublish: 'It leaves the site: visitors to its page get “not found”. It stays here as a draft, ready to publish again.',
  delete: 'It leaves the site and the Studio: visitors to its page get “not found”.',
}

const LABEL: Record<Removal, string> = {unpublish: 'Unpublish', delete: 'Delete'}

function removalAction(removal: Removal): DocumentActionComponent {
  const Action: DocumentActionComponent = ({id, type, draft, published, liveEdit}: DocumentActionProps) => {
    const operations = useDocumentOperation(id, type)
    const operation = removal === 'unpublish' ? operations.unpublish : operations.delete
    const [open, setOpen] = useState(false)
    const checked = useHolders(id, open)
    if (removal === 'unpublish' && liveEdit) return null

    const title = String((draft ?? published)?.title ?? (draft ?? published)?.name ?? 'this document')
    const holders = checked && 'holders' in checked ? checked.holders : null
    const notices = [
      WHAT_IT_DOES[removal],
      holders ? listedOnNotice(holders.listedOn) : null,
      checked && 'failed' in checked ? 'Could not check which pages show it: it leaves every page it is listed on.' : null,
    ].filter((notice): notice is string => Boolean(notice))
    const refused = holders ? neededByNotice(removal, holders.neededBy) : null
    const close = () => setOpen(false)
    const confirm = () => {
      close()
      if (removal === 'unpublish') operations.unpublish.execute()
      // The draft goes with the published document (Sanity's Delete does the same).
      else operations.delete.execute([draft?._id, published?._id].filter((value): value is string => Boolean(value)))
    }

    return {
      label: LABEL[removal],
      icon: removal === 'unpublish' ? UnpublishIcon : TrashIcon,
      tone: 'critical',
      disabled: Boolean(operation.disabled),
      title: removal === 'unpublish' && !published ? 'Not published' : undefined,
      onHandle: () => setOpen(true),
      dialog: open && {
        type: 'dialog',
        header: `${LABEL[removal]} “${title}”?`,
        onClose: close,
        content: (
          <Stack gap={4}>
            {notices.map((notice) => (
              <Text key={notice} size={1}>
                {notice}
              </Text>
            ))}
            {refused && (
              <Text size={1} weight="semibold">
                {refused}
              </Text>
            )}
          </Stack>
        ),
        footer: (
          <Flex gap={2} justify="flex-end">
            <Button mode="bleed" text="Cancel" onClick={close} />
            <Button
              tone="critical"
              text={checked ? LABEL[removal] : 'Checking where it is shown…'}
              disabled={!checked || Boolean(refused)}
              onClick={confirm}
            />
          </Flex>
        ),
      },
    }
  }
  Action.action = removal
  Action.displayName = removal === 'unpublish' ? 'UnpublishTellingWhereItIsListed' : 'DeleteTellingWhereItIsListed'
  return Action
}

export const UnpublishAction = removalAction('unpublish')
export const DeleteAction = removalAction('delete')
