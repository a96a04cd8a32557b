import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSnapshotPoller } from '@/api/public-snapshot'
import type { PublicSnapshot } from '@/domain/function-contracts'
import { SNAPSHOT_CDN_MAX_AGE_SECONDS } from '@/domain/public-snapshot'

const snap = (version: string, banner = ''): PublicSnapshot => ({ version, banner, catalogue: [], queue: 0, content: '' })

/** A page's visibility the test switches, as a tab switch does. */
class FakeVisibility extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'
  set(state: DocumentVisibilityState) {
    this.visibilityState = state
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

let visibility: FakeVisibility
let served: PublicSnapshot
let reads: number
const read = () => {
  reads++
  return Promise.resolve(served)
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = new FakeVisibility()
  served = snap('v1')
  reads = 0
})
afterEach(() => {
  vi.useRealTimers()
})

const poller = (delay = () => 5000) => createSnapshotPoller({ read, delay, visibility: visibility as unknown as Document })

describe('the public snapshot poller (src/api/public-snapshot.ts)', () => {
  it('reads at once on the first subscription, then after each jittered delay; listeners hear only new versions', async () => {
    const delays = [4100, 5900, 4500]
    const p = poller(() => delays.shift() ?? 5000)
    const seen: string[] = []
    const stop = p.subscribe((s) => seen.push(s.version))
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toBe(1)
    expect(seen).toEqual(['v1'])

    await vi.advanceTimersByTimeAsync(4099)
    expect(reads).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(reads).toBe(2)
    expect(seen).toEqual(['v1'])

    served = snap('v2', 'Warn')
    await vi.advanceTimersByTimeAsync(5900)
    expect(reads).toBe(3)
    expect(seen).toEqual(['v1', 'v2'])
    stop()
  })

  it('a change reaches the page within max-age + 1 s of the CDN having it (the longest jittered delay)', async () => {
    const p = poller()
    const seen: string[] = []
    p.subscribe((s) => seen.push(s.version))
    await vi.advanceTimersByTimeAsync(0)
    served = snap('v2')
    await vi.advanceTimersByTimeAsync((SNAPSHOT_CDN_MAX_AGE_SECONDS + 1) * 1000)
    expect(seen).toEqual(['v1', 'v2'])
  })

  it('stops polling while the page is hidden and reads at once when it is shown again', async () => {
    const p = poller()
    p.subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toBe(1)
    visibility.set('hidden')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reads).toBe(1)
    visibility.set('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toBe(2)
    await vi.advanceTimersByTimeAsync(5000)
    expect(reads).toBe(3)
  })

  it('shares one poll between listeners, gives a late listener the current snapshot at once, and stops when the last one leaves', async () => {
    const p = poller()
    const first: string[] = []
    const second: string[] = []
    const stopFirst = p.subscribe((s) => first.push(s.version))
    await vi.advanceTimersByTimeAsync(0)
    const stopSecond = p.subscribe((s) => second.push(s.version))
    expect(second).toEqual(['v1'])
    await vi.advanceTimersByTimeAsync(5000)
    expect(reads).toBe(2)
    stopFirst()
    stopSecond()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reads).toBe(2)
  })

  it('keeps the last snapshot through failed reads, logs once per streak, and carries on polling', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let failing = false
    const p = createSnapshotPoller({
      read: () => (failing ? Promise.reject(new Error('offline')) : read()),
      delay: () => 5000,
      visibility: visibility as unknown as Document,
    })
    const seen: string[] = []
    p.subscribe((s) => seen.push(s.version))
    await vi.advanceTimersByTimeAsync(0)
    failing = true
    await vi.advanceTimersByTimeAsync(15_000)
    expect(error).toHaveBeenCalledTimes(1)
    expect(p.current()?.version).toBe('v1')
    failing = false
    served = snap('v3')
    await vi.advanceTimersByTimeAsync(5000)
    expect(seen).toEqual(['v1', 'v3'])
  })
})
