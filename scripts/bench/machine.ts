import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { promisify } from 'node:util'
import { ensurePocketBase } from '../lib/pocketbase-binary.ts'

const run = promisify(execFile)

async function output(command: string, args: string[]): Promise<string> {
  try {
    return (await run(command, args, { timeout: 15_000 })).stdout.trimEnd()
  } catch (err) {
    return `(unavailable: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`
  }
}

function readOr(file: string, fallback: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return fallback
  }
}

export interface Machine {
  date: string
  os: string
  cpuModel: string
  nproc: string
  memory: string
  node: string
  pocketbase: string
  chromium: string
  loadAverage: string
}

/** /proc/cpuinfo's model name, with the family when the name alone is vague (a VM may say just "AMD EPYC"). */
function cpuModel(cpuinfo: string): string {
  const field = (name: string) => new RegExp(`^${name}\\s*:\\s*(.*)$`, 'm').exec(cpuinfo)?.[1]?.trim() ?? ''
  const name = field('model name') || os.cpus()[0]?.model || 'unknown'
  const family = field('cpu family')
  const model = field('model')
  return family ? `${name} (family ${family}, model ${model})` : name
}

/** What the figures were measured on. */
export async function describeMachine(): Promise<Machine> {
  const cpuinfo = readOr('/proc/cpuinfo', '')
  const osRelease = readOr('/etc/os-release', '')
  return {
    date: new Date().toISOString(),
    os: /^PRETTY_NAME="?([^"\n]*)"?/m.exec(osRelease)?.[1] ?? `${os.type()} ${os.release()}`,
    cpuModel: cpuModel(cpuinfo),
    nproc: await output('nproc', []),
    memory: await output('free', ['-h']),
    node: process.version,
    pocketbase: await output(await ensurePocketBase(), ['--version']),
    chromium: await output('/usr/bin/chromium', ['--version']),
    loadAverage: os.loadavg().map((n) => n.toFixed(2)).join(', '),
  }
}
