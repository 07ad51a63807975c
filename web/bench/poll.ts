/**
 * How the benches wait for what they time (a page showing a publish, a button becoming enabled): with
 * the tests' `eventually`, asking every 25 ms so a figure is not rounded up to a coarser interval.
 */
import type {EventuallyOptions} from '@site/test-harness/eventually'

export const POLL: EventuallyOptions = {timeoutMs: 60_000, intervalMs: 25}
