/**
 * One open item: where it is, in the words of the form ("Pilot: Givify › Implementers › 2 › Name"),
 * what is there and what to do, as one link that opens the document at that field (the Studio's edit
 * intent with a field path). A document no page lists opens the page whose list it belongs in.
 */
import {IntentLink} from 'sanity/router'
import {Badge, Card, Flex, Stack, Text} from '@sanity/ui'
import {pathToString, type LaunchItem} from '@site/launch-check'

const linkStyle = {display: 'block', color: 'inherit', textDecoration: 'none'} as const

/** An item as the list shows it: with its label, and whether a draft already fixes it. */
export interface ListedItem {
  item: LaunchItem
  key: string
  label: string
  fixedInDraft: boolean
  /** Label, value and document id in lower case, for the filter. */
  searchText: string
}

export function ChecklistItem({entry: {item, label, fixedInDraft}}: {entry: ListedItem}) {
  const target = item.fixAt ?? {documentId: item.documentId, documentType: item.documentType, path: item.path}
  const path = pathToString(target.path)
  return (
    <li data-testid="launch-item" data-document-id={item.documentId} data-path={pathToString(item.path)}>
      <Card as="div" radius={2} tone={fixedInDraft ? 'positive' : 'default'}>
        {/* A scheduled item is fixed in its release's version: the Studio opens the document in that release. */}
        <IntentLink
          intent="edit"
          params={{id: target.documentId, type: target.documentType, ...(path ? {path} : {})}}
          searchParams={item.release ? [['perspective', item.release.id]] : undefined}
          style={linkStyle}
        >
          <Card padding={2} radius={2} as="span" style={{display: 'block', background: 'transparent'}}>
            <Stack gap={2}>
              <Flex align="center" gap={2} wrap="wrap">
                <Text size={1} weight="medium">
                  {label}
                </Text>
                {fixedInDraft && (
                  <Badge tone="positive" fontSize={0}>
                    Fixed in a draft: publish to clear
                  </Badge>
                )}
              </Flex>
              <Text size={1} muted>
                {item.value !== undefined && item.kind !== 'reference' ? `“${item.value}”: ` : ''}
                {item.problem}
              </Text>
            </Stack>
          </Card>
        </IntentLink>
      </Card>
    </li>
  )
}
