import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { ensurePocketBase } from './lib/pocketbase-binary.ts'
import { repoRoot } from './lib/paths.ts'
import { writeIfChanged } from './lib/write-if-changed.ts'

const run = promisify(execFile)

/** PocketBase's own declarations of its JS VM (for `tsc --checkJs` over pb_hooks and pb_migrations). */
export const POCKETBASE_TYPES_FILE = path.join(repoRoot, 'types/pocketbase-jsvm.d.ts')

/**
 * PocketBase's model constructors take plain objects (its own documented examples pass `fields` as
 * object literals), which its declarations type as the Go structs: the only change made to its file.
 */
const widenConstructors = (text: string) =>
  text.replace(/constructor\(data\?: Partial<([A-Za-z_.]+)>\)/g, 'constructor(data?: Partial<$1> | { [key: string]: any })')

/**
 * The types.d.ts the pinned PocketBase writes into a data directory when it boots with the JS VM
 * plugin: booted here on an empty temporary directory with no hooks and no migrations.
 */
export async function generatePocketBaseTypes(): Promise<string> {
  const bin = await ensurePocketBase()
  const root = mkdtempSync(path.join(os.tmpdir(), 'mi-pb-types-'))
  try {
    const empty = path.join(root, 'empty')
    mkdirSync(empty)
    await run(bin, ['migrate', 'history-sync', `--dir=${path.join(root, 'data')}`, `--hooksDir=${empty}`, `--migrationsDir=${empty}`])
    return widenConstructors(readFileSync(path.join(root, 'data', 'types.d.ts'), 'utf8'))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeIfChanged(POCKETBASE_TYPES_FILE, await generatePocketBaseTypes())
}
