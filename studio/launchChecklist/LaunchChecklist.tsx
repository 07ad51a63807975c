/**
 * The "Launch checklist" tool: every open item that stands between the published content and a
 * public launch, grouped by kind with a count per kind and a total, each item a link that opens its
 * document at its field. It follows the dataset live (useLiveDocuments): publishing a fix takes the
 * item off the list, and an item whose fix waits in a draft says so.
 */
import {useMemo, useState} from 'react'
import {useSchema} from 'sanity'
import {Badge, Box, Button, Card, Container, Flex, Heading, Spinner, Stack, Text} from '@sanity/ui'
import {checkDocuments, draftView, groupByKind, itemKey, type Document, type KindGroup, type SchemaLike} from '@site/launch-check'
import {ChecklistItem} from './ChecklistItem'
import {useLiveDocuments} from './useLiveDocuments'

/** Items shown per kind before "Show more": a group of hundreds stays quick to draw and to scroll. */
const PAGE_SIZE = 50

const openItems = (count: number) => `${count} open ${count === 1 ? 'item' : 'items'}`

function useChecklist(documents: Document[]) {
  return useMemo(() => {
    const items = checkDocuments(documents)
    const withDrafts = new Set(checkDocuments(draftView(documents)).map(itemKey))
    const drafted = new Set(documents.filter((doc) => doc._id.startsWith('drafts.')).map((doc) => doc._id.slice('drafts.'.length)))
    // An item a draft of its document no longer has is fixed, waiting to be published.
    const fixedInDraft = new Set(items.filter((item) => drafted.has(item.documentId) && !withDrafts.has(itemKey(item))).map(itemKey))
    const byId = new Map(documents.map((doc) => [doc._id, doc]))
    return {items, groups: groupByKind(items), fixedInDraft, byId}
  }, [documents])
}

function KindSection({
  group,
  byId,
  fixedInDraft,
  schema,
}: {
  group: KindGroup
  byId: Map<string, Document>
  fixedInDraft: Set<string>
  schema: SchemaLike
}) {
  const [shown, setShown] = useState(PAGE_SIZE)
  const count = group.items.length
  const headingId = `launch-kind-${group.kind}`
  return (
    <Card as="section" aria-labelledby={headingId} data-testid={`launch-kind-${group.kind}`} border radius={2} padding={3}>
      <Stack gap={3}>
        <Flex align="center" gap={2}>
          <Heading as="h2" size={1} id={headingId}>
            {group.title}
          </Heading>
          <Badge tone={count ? 'caution' : 'positive'} data-testid="launch-kind-count" aria-label={`${count} open`}>
            {count}
          </Badge>
        </Flex>
        {count === 0 ? (
          <Text size={1} muted>
            Nothing left to do here.
          </Text>
        ) : (
          <Stack as="ul" gap={1} style={{listStyle: 'none', margin: 0, padding: 0}}>
            {group.items.slice(0, shown).map((item) => (
              <ChecklistItem key={itemKey(item)} item={item} byId={byId} schema={schema} fixedInDraft={fixedInDraft.has(itemKey(item))} />
            ))}
          </Stack>
        )}
        {count > shown && (
          <Box>
            <Button
              mode="ghost"
              text={`Show ${Math.min(PAGE_SIZE, count - shown)} more of ${count - shown}`}
              onClick={() => setShown(shown + PAGE_SIZE)}
            />
          </Box>
        )}
      </Stack>
    </Card>
  )
}

export function LaunchChecklist() {
  const live = useLiveDocuments()
  const schema = useSchema() as unknown as SchemaLike
  const documents = live.status === 'ready' ? live.documents : []
  const {items, groups, fixedInDraft, byId} = useChecklist(documents)

  return (
    <Card height="fill" overflow="auto" tone="transparent">
      <Container width={3} padding={4}>
        <Stack gap={4}>
          <Flex align="center" gap={3} wrap="wrap">
            <Heading as="h1" size={3}>
              Launch checklist
            </Heading>
            {live.status === 'ready' && (
              <Badge tone={items.length ? 'caution' : 'positive'} fontSize={2} data-testid="launch-total">
                {openItems(items.length)}
              </Badge>
            )}
          </Flex>
          <Text muted size={1}>
            What still has to be replaced before the site goes public: sample content, images without a description, pages without a search
            description, documents no page shows and links to nothing. Click an item to open its field. The list counts published content
            and updates by itself: an item goes away once its fix is published.
          </Text>
          {live.status === 'loading' && (
            <Flex align="center" gap={2}>
              <Spinner muted />
              <Text muted>Reading every document…</Text>
            </Flex>
          )}
          {live.status === 'error' && (
            <Card tone="critical" padding={3} radius={2} border>
              <Text>The checklist could not read the dataset: {live.error.message}</Text>
            </Card>
          )}
          {live.status === 'ready' && live.reconnecting && (
            <Card tone="caution" padding={3} radius={2} border>
              <Text size={1}>Connection lost: trying to reconnect. The list may be out of date.</Text>
            </Card>
          )}
          {live.status === 'ready' && (
            <>
              <Flex gap={2} wrap="wrap" as="ul" style={{listStyle: 'none', margin: 0, padding: 0}} aria-label="Open items by kind">
                {groups.map((group) => (
                  <Box as="li" key={group.kind}>
                    <Badge tone={group.items.length ? 'caution' : 'positive'}>
                      {group.title}: {group.items.length}
                    </Badge>
                  </Box>
                ))}
              </Flex>
              {groups.map((group) => (
                <KindSection key={group.kind} group={group} byId={byId} fixedInDraft={fixedInDraft} schema={schema} />
              ))}
            </>
          )}
        </Stack>
      </Container>
    </Card>
  )
}
