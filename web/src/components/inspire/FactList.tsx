/** Labelled facts (a label and its value, e.g. "Region: West Africa") as a two-column description list. */
export function FactList({facts}: {facts: {_key: string; label: string; value: string}[]}) {
  if (!facts.length) return null
  return (
    <dl className="grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))]">
      {facts.map((fact) => (
        <div key={fact._key} className="bg-white px-5 py-4">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{fact.label}</dt>
          <dd className="mt-1 text-base font-semibold text-brand-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
