/** Types for racedRenders.mjs (plain JavaScript, because Next imports cache handlers at run time). */
export function withoutRacedRenders<B extends abstract new (...args: never[]) => object>(Base: B): B
