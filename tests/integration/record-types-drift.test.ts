import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generateRecordTypes, RECORD_TYPES_FILE } from '../../scripts/pocketbase-records.ts'

describe('src/types/pocketbase-records.generated.ts (the record types the SPA and the functions use)', () => {
  it('is exactly what `npm run pb:records` writes from the schema every migration leaves', async () => {
    // A failure here means a migration changed the schema: run `npm run pb:records` and commit the file.
    expect(readFileSync(RECORD_TYPES_FILE, 'utf8')).toBe(await generateRecordTypes())
  })
})
