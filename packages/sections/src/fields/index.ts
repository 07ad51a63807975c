/**
 * The fields and rules the section kinds share with the Studio's documents: an event's day, hours and
 * place, web addresses and times, and the warnings for counts a layout was not designed for. The
 * Studio's document types import them from here, so a section and a document check a value the same way.
 */
export * from './eventFields.ts'
export * from './layoutCounts.ts'
export * from './validation.ts'
