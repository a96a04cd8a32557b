import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BAN_THRESHOLD } from '../../src/domain/ban.ts'
import { isRequestable, isUpgrade } from '../../src/domain/ticket-request.ts'
import { TICKET_TYPE_STATES } from '../../src/domain/ticket-state.ts'

interface HookRules {
  isUpgrade: typeof isUpgrade
  isRequestable(estado: string): boolean
  BAN_THRESHOLD: number
}

/** pb_hooks/lib/*.js are CommonJS modules for PocketBase's JS VM: evaluated here as such. */
function loadHook(name: string): unknown {
  const dir = path.resolve(import.meta.dirname, '../../pb_hooks/lib')
  const load = (file: string): unknown => {
    const module = { exports: {} as unknown }
    const requireHook = (target: string) => load(path.resolve(dir, path.basename(target)))
    new Function('module', '__hooks', 'require', readFileSync(file, 'utf8'))(module, path.dirname(dir), requireHook)
    return module.exports
  }
  return load(path.join(dir, name))
}
const loadHookRules = () => loadHook('ticket-request.js') as HookRules

describe('the queue hook applies the same rules as src/domain (pideentrada goes through it)', () => {
  const hook = loadHookRules()
  const codes = ['', 'B', 'B1', 'B2', 'S1', 'S2', 'SS1', 'SS2', 'MEGA', 'mega', ' s1 ', 'X1', 'SSS']

  it('agrees on every upgrade: held code × paid × target code × price', () => {
    let compared = 0
    for (const held of codes) {
      for (const paid of [0, 45000, 90000, 150000]) {
        for (const tipo of codes) {
          for (const price of [45000, 90000, 150000, 300000]) {
            expect(hook.isUpgrade({ code: held, paid }, { Tipo: tipo, ValorCLP: price }), `${held}/${paid} → ${tipo}/${price}`).toBe(isUpgrade({ code: held, paid }, { Tipo: tipo, ValorCLP: price }))
            compared++
          }
        }
      }
    }
    expect(compared).toBe(codes.length * 4 * codes.length * 4)
  })

  it('agrees on which ticket-type states can be requested, and on the ban threshold', () => {
    for (const state of [...TICKET_TYPE_STATES, 'otro', '']) {
      expect(hook.isRequestable(state), state).toBe(isRequestable(state as (typeof TICKET_TYPE_STATES)[number]))
    }
    expect(hook.BAN_THRESHOLD).toBe(BAN_THRESHOLD)
  })
})
