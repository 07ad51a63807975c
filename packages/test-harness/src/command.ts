/** Runs a command to its end, keeping its output to show when it fails: the builds' one way to spawn. */
import {spawn} from 'node:child_process'

export function runCommand(command: string, args: string[], {cwd, env = {}}: {cwd: string; env?: Record<string, string>}) {
  return new Promise<void>((resolve, reject) => {
    const output: string[] = []
    const child = spawn(command, args, {
      cwd,
      env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', SANITY_TELEMETRY_DISABLED: '1', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => output.push(String(chunk)))
    child.stderr.on('data', (chunk) => output.push(String(chunk)))
    child.on('error', reject)
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${status}):\n${output.join('').slice(-6000)}`)),
    )
  })
}
