/** The mark on the finalist chosen as winner by popular vote (Get Inspired card and Beacon page). */
import {Trophy} from '@/components/lucide'
import {Badge} from '@/components/ui/Badge'

export function WinnerBadge({className = ''}: {className?: string}) {
  return (
    <Badge tone="accent" className={`ring-1 ring-accent-500/40 ${className}`}>
      <Trophy className="size-3.5" aria-hidden="true" />
      Winner · Popular Vote
    </Badge>
  )
}
