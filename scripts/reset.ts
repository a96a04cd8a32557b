import { rmSync } from 'node:fs'
import path from 'node:path'
import { devDataRoot, loadDevEnv } from './lib/dev-config.ts'
import { repoRoot } from './lib/paths.ts'

// The data `npm start` would use with the same environment: MI_DEV_DATA_DIR, else .dev (.dev/empty with MI_EMPTY=1 or --empty).
const dataRoot = devDataRoot(loadDevEnv())
for (const dir of ['pb_data', 'mail']) rmSync(path.join(dataRoot, dir), { recursive: true, force: true })
const relative = path.relative(repoRoot, dataRoot)
const shown = relative && !relative.startsWith('..') ? relative : dataRoot
console.log(`Removed ${path.join(shown, 'pb_data')} and ${path.join(shown, 'mail')} (the PocketBase binary in .dev/bin is kept).`)
