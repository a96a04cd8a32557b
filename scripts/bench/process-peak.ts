import { readdirSync, readFileSync } from 'node:fs'

/** Peak resident memory and open file descriptors of a process, sampled from /proc (Linux). */
export interface ProcessPeak {
  /** VmHWM: the kernel's own high-water mark of resident memory, in MB. */
  peakRssMb: number
  /** The most open file descriptors seen in one sample (/proc/<pid>/fd). */
  peakFds: number
}

function statusKb(pid: number, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

function openFds(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length
  } catch {
    return 0
  }
}

/** Samples `pid()` every `everyMs` until stopped (the pid may change: PocketBase is restarted). */
export function samplePeak(pid: () => number | undefined, everyMs = 250): { stop(): ProcessPeak } {
  let peakFds = 0
  let peakRssKb = 0
  const sample = () => {
    const p = pid()
    if (!p) return
    peakFds = Math.max(peakFds, openFds(p))
    peakRssKb = Math.max(peakRssKb, statusKb(p, 'VmHWM'))
  }
  sample()
  const timer = setInterval(sample, everyMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return { peakRssMb: peakRssKb / 1024, peakFds }
    },
  }
}
