/**
 * Documents that exist exactly once, each at a fixed id. The desk opens them directly; they cannot
 * be created again, duplicated or deleted (sanity.config.ts). Order here is the order on the desk.
 */
export const SINGLETONS = [] as {id: string; type: string; title: string}[]

export const singletonTypes = new Set(SINGLETONS.map((s) => s.type))
