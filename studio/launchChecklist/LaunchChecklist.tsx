/**
 * The "Launch checklist" tool: every open item that stands between the published content and a
 * public launch, grouped by kind with a count per kind and a total, each item a link that opens its
 * document at its field. It follows the dataset live (useLiveDocuments): publishing a fix takes the
 * item off the list, and an item whose fix waits in a draft says so.
 */
import {useDeferredValue, useMemo, useState} from 'react'
import {useSchema} from 'sanity'
import {Badge, Box, Button, Card, Container, Flex, Heading, Spinner, Stack, Text, TextInput} from '@sanity/ui'
import {SearchIcon} from '@sanity/icons/Search'
import {
  checkDocuments,
  describeItem,
  draftView,
  groupByKind,
  itemKey,
  KIND_TITLES,
  type Document,
  type LaunchItem,
  type LaunchKind,
  type SchemaLike,
} from '@site/launch-check'
import {ChecklistItem, type ListedItem} from './ChecklistItem'
import {useLiveDocuments} from './useLiveDocuments'

/** Items shown per kind before "Show more": a group of hundreds stays quick to draw and to scroll. */
const PAGE_SIZE = 50

const EMPTY: Document[] = []

const openItems = (count: number) => `${count} open ${count === 1 ? 'item' : 'items'}`

/** The items, each with its label and whether a draft already fixes it, recomputed when the documents change. */
function useChecklist(documents: Document[], schema: SchemaLike) {
  return useMemo(() => {
    const items = checkDocuments(documents)
    const withDrafts = new Set(checkDocuments(draftView(documents)).map(itemKey))
    const drafted = new Set(documents.filter((doc) => doc._id.startsWith('drafts.')).map((doc) => doc._id.slice('drafts.'.length)))
    const byId = new Map(documents.map((doc) => [doc._id, doc]))
    const listed = items.map((item: LaunchItem): ListedItem => {
      const key = itemKey(item)
      const label = describeItem(item, byId, schema)
      return {
        item,
        key,
        label,
        // An item a draft of its document no longer has is fixed, waiting to be published.
        fixedInDraft: drafted.has(item.documentId) && !withDrafts.has(key),
        searchText: `${label} ${item.value ?? ''} ${item.documentId}`.toLowerCase(),
      }
    })
    return {total: items.length, groups: groupByKind(items).map(({kind}) => ({kind, items: listed.filter(({item}) => item.kind === kind)}))}
  }, [documents, schema])
}

function KindSection({kind, items, filter}: {kind: LaunchKind; items: ListedItem[]; filter: string}) {
  const [shown, setShown] = useState(PAGE_SIZE)
  const matching = useMemo(() => (filter ? items.filter((entry) => entry.searchText.includes(filter)) : items), [items, filter])
  const count = items.length
  const headingId = `launch-kind-${kind}`
  return (
    <Card as="section" aria-labelledby={headingId} data-testid={`launch-kind-${kind}`} border radius={2} padding={3}>
      <Stack gap={3}>
        <Flex align="center" gap={2}>
          <Heading as="h2" size={1} id={headingId}>
            {KIND_TITLES[kind]}
          </Heading>
          <Badge tone={count ? 'caution' : 'positive'} data-testid="launch-kind-count">
            {count}
          </Badge>
          {filter && count > 0 && (
            <Text size={1} muted>
              {matching.length} matching
            </Text>
          )}
        </Flex>
        {count === 0 && (
          <Text size={1} muted>
            Nothing left to do here.
          </Text>
        )}
        {matching.length > 0 && (
          <Stack as="ul" gap={1} style={{listStyle: 'none', margin: 0, padding: 0}}>
            {matching.slice(0, shown).map((entry) => (
              <ChecklistItem key={entry.key} entry={entry} />
            ))}
          </Stack>
        )}
        {matching.length > shown && (
          <Box>
            <Button
              mode="ghost"
              text={`Show ${Math.min(PAGE_SIZE, matching.length - shown)} more of ${matching.length - shown}`}
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
  const documents = live.status === 'ready' ? live.documents : EMPTY
  const {total, groups} = useChecklist(documents, schema)
  const [filter, setFilter] = useState('')
  // Typing stays quick on thousands of items: the list follows a moment behind the keystrokes.
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase())

  return (
    <Card height="fill" overflow="auto" tone="transparent">
      <Container width={3} padding={4}>
        <Stack gap={4}>
          <Flex align="center" gap={3} wrap="wrap">
            <Heading as="h1" size={3}>
              Launch checklist
            </Heading>
            {live.status === 'ready' && (
              <Badge
                tone={total ? 'caution' : 'positive'}
                fontSize={2}
                data-testid="launch-total"
                data-loaded-in-ms={Math.round(live.loadedInMs)}
              >
                {openItems(total)}
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
                      {KIND_TITLES[group.kind]}: {group.items.length}
                    </Badge>
                  </Box>
                ))}
              </Flex>
              <TextInput
                icon={SearchIcon}
                aria-label="Filter the checklist"
                placeholder="Filter by document, field or text"
                value={filter}
                onChange={(event) => setFilter(event.currentTarget.value)}
              />
              {groups.map((group) => (
                <KindSection key={group.kind} kind={group.kind} items={group.items} filter={deferredFilter} />
              ))}
            </>
          )}
        </Stack>
      </Container>
    </Card>
  )
}
