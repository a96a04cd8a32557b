import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generatePocketBaseTypes, POCKETBASE_TYPES_FILE } from '../../scripts/pocketbase-types.ts'

describe('types/pocketbase-jsvm.d.ts (what tsc checks pb_hooks and pb_migrations against)', () => {
  it('is exactly what `npm run pb:types` writes from the pinned PocketBase binary', async () => {
    expect(readFileSync(POCKETBASE_TYPES_FILE, 'utf8')).toBe(await generatePocketBaseTypes())
  })
})
