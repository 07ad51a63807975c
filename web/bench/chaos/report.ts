/**
 * A chaos run's report as printed lines: the bad answers grouped by where, address and answer (each
 * with its count, when, during which steps and what was down or failing), the differences after
 * convergence one a line, the time to converge, and the verdict. `failed` is the exit status's rule:
 * any counted bad answer, difference, or fault that could not end.
 */
import type {BadAnswer} from './reader.ts'
import type {ChaosReport} from './run.ts'

const range = (values: number[]) => {
  const [low, high] = [Math.min(...values), Math.max(...values)]
  return low === high ? `${low.toFixed(1)} s` : `${low.toFixed(1)}–${high.toFixed(1)} s`
}

/** One line per group of answers alike (by address too, unless `byAddress` is false). */
function grouped(answers: BadAnswer[], byAddress = true) {
  const groups = new Map<string, BadAnswer[]>()
  for (const answer of answers) {
    const key = `${answer.where.padEnd(4)}${byAddress ? ` ${answer.path}` : ''} ${answer.status ? answer.status : 'no answer'}`
    groups.set(key, [...(groups.get(key) ?? []), answer])
  }
  return [...groups].map(([key, group]) => {
    const steps = [...new Set(group.map(({step}) => step))].join(', ')
    const during = [...new Set(group.flatMap(({during}) => during))].join(', ') || 'nothing down'
    const errors = [...new Set(group.flatMap(({error}) => error ?? []))].join(', ')
    const slowest = Math.max(...group.map(({tookS}) => tookS))
    return `  ${key}${errors ? ` (${errors})` : ''} ×${group.length} asked at ${range(group.map(({at}) => at))} (after up to ${slowest.toFixed(1)} s), ${steps}; during: ${during}`
  })
}

export const failed = (report: ChaosReport) => report.badAnswers.length > 0 || report.differences.length > 0 || report.errors.length > 0

export function reportLines(report: ChaosReport): string[] {
  const {answers, badAnswers, excused, nothingToAnswer, differences, convergedAfterS, errors, webhooks} = report
  const total = answers.A + answers.B + answers.edge
  return [
    '',
    `seed ${report.seed}, ${report.schedule.length} steps, ${report.seconds.toFixed(0)} s`,
    `answers read: ${total} (A ${answers.A}, B ${answers.B}, edge ${answers.edge}); webhooks sent ${webhooks.sent}, accepted ${webhooks.accepted}`,
    `answers >= 500 or none: ${badAnswers.length}`,
    ...grouped(badAnswers),
    ...(excused.length ? [`not counted (asked of what was stopped on purpose): ${excused.length}`, ...grouped(excused, false)] : []),
    ...(nothingToAnswer.length
      ? [`503 with Retry-After, nothing to render from (documented): ${nothingToAnswer.length}`, ...grouped(nothingToAnswer)]
      : []),
    `converged: ${convergedAfterS === null ? 'no, not within the bound' : `${convergedAfterS.toFixed(1)} s after the last fault`}`,
    `differences from a fresh instance: ${differences.length}`,
    ...differences.map(({where, path, what}) => `  ${where.padEnd(9)} ${path}: ${what}`),
    ...errors.map((error) => `error: ${error}`),
    failed(report) ? `FAILED (reproduce: node bench/chaos.ts --seed ${report.seed} --steps ${report.schedule.length})` : 'OK',
  ]
}
