/**
 * Which document types a parsed query can read through `*`, when the query says so itself: every
 * `*[…]` filtered on `_type == "x"`, `_type in [...]` or a select() of those. The embedded engine
 * then hands groq-js only those types' documents, since groq-js has no index and evaluates a filter
 * on every document of the dataset: at ×100 content, `*[_type == "siteSettings"][0]` alone cost
 * 100 ms. `null` means "any type" (a `*` without such a filter, or one this reading does not
 * understand): the query then sees the whole dataset. References (`->`) are resolved through the
 * id index over the whole dataset (query.ts), so they are not limited by this.
 */
type Node = {type: string; [key: string]: unknown}

const isNode = (value: unknown): value is Node => Boolean(value) && typeof value === 'object' && typeof (value as Node).type === 'string'

const isTypeAttribute = (node: unknown) => isNode(node) && node.type === 'AccessAttribute' && node.name === '_type' && !node.base

/** The types a filter's condition admits, or null when it may admit any. */
function admittedTypes(expr: Node): Set<string> | null {
  switch (expr.type) {
    case 'Group':
      return admittedTypes(expr.base as Node)
    case 'And': {
      const left = admittedTypes(expr.left as Node)
      const right = admittedTypes(expr.right as Node)
      if (left && right) return new Set([...left].filter((type) => right.has(type)))
      return left ?? right
    }
    case 'Or': {
      const left = admittedTypes(expr.left as Node)
      const right = admittedTypes(expr.right as Node)
      return left && right ? new Set([...left, ...right]) : null
    }
    case 'OpCall': {
      const right = expr.right as Node
      if (expr.op === '==' && isTypeAttribute(expr.left) && right.type === 'Value' && typeof right.value === 'string')
        return new Set([right.value])
      if (expr.op === 'in' && isTypeAttribute(expr.left) && right.type === 'Array') {
        const values = (right.elements as Node[]).map((element) => element.value as Node)
        if (values.every((value) => value.type === 'Value' && typeof value.value === 'string'))
          return new Set(values.map((value) => value.value as string))
      }
      return null
    }
    case 'Select': {
      const branches = [...(expr.alternatives as Node[]).map((alternative) => alternative.value as Node)]
      if (!expr.fallback) return null
      branches.push(expr.fallback as Node)
      const sets = branches.map(admittedTypes)
      return sets.every(Boolean) ? new Set(sets.flatMap((set) => [...set!])) : null
    }
    default:
      return null
  }
}

/** The types every `*` of the parsed query is limited to, or null when some `*` may read any type. */
export function queriedTypes(tree: unknown): Set<string> | null {
  const found = new Set<string>()
  let unlimited = false
  const visit = (value: unknown): void => {
    if (unlimited) return
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const node = value as Node
    if (node.type === 'Everything') {
      unlimited = true
      return
    }
    if (node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything') {
      const types = admittedTypes(node.expr as Node)
      if (!types) {
        unlimited = true
        return
      }
      for (const type of types) found.add(type)
      visit(node.expr)
      return
    }
    for (const child of Object.values(node)) visit(child)
  }
  visit(tree)
  return unlimited ? null : found
}
