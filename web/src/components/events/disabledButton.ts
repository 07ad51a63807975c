/** The look of a button that cannot be pressed (registration closed, event over): greyed out, still readable. */
export const disabledButtonClasses =
  'inline-flex min-h-11 cursor-not-allowed items-center justify-center gap-2 rounded-full border border-line bg-surface px-5 py-2.5 text-sm font-semibold text-muted'
