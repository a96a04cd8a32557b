import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    )
  } catch {
    return []
  }
}

function ownCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/** CPU time (user + system, ms) used so far by a process and its descendants (Linux /proc). */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return 0
  return ownCpuMs(pid) + children(pid).reduce((sum, child) => sum + cpuMs(child), 0)
}

/** Measures the CPU each process spends while `work` runs: a load-independent cost per request. */
export async function withCpu<T>(pids: Record<string, number | undefined>, work: () => Promise<T>): Promise<{ result: T; cpu: Record<string, number> }> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]))
  const self = process.cpuUsage()
  const result = await work()
  const used = process.cpuUsage(self)
  const cpu: Record<string, number> = { 'load generator': (used.user + used.system) / 1000 }
  for (const [name, pid] of Object.entries(pids)) cpu[name] = cpuMs(pid) - (before[name] ?? 0)
  return { result, cpu }
}
