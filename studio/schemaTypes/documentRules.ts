/**
 * The rules every document type gets beside its own: the launch checklist's placeholder warnings
 * (launchWarnings.ts) and the content limits (contentLimits.ts), each reporting at the field concerned.
 */
import type {DocumentDefinition, SchemaTypeDefinition} from 'sanity'
import {contentLimits} from './contentLimits'
import {launchWarnings} from './launchWarnings'

type Validation = DocumentDefinition['validation']

/** A document type with the shared rules added to its own validation (kept as it was). */
export function withDocumentRules<T extends SchemaTypeDefinition>(type: T): T {
  if (type.type !== 'document') return type
  const own = (type as DocumentDefinition).validation
  const validation: Validation = (rule) => {
    const rules = typeof own === 'function' ? own(rule) : own
    return [...(Array.isArray(rules) ? rules : rules ? [rules] : []), launchWarnings(rule), contentLimits(rule)]
  }
  return {...type, validation}
}
