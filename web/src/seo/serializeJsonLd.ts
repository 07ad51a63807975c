/** JSON for an inline <script>: `<` is escaped so content can never close the script element. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
