import { rmSync } from 'node:fs'
import path from 'node:path'
import { devDir } from './lib/paths.ts'

for (const dir of ['pb_data', 'mail']) rmSync(path.join(devDir, dir), { recursive: true, force: true })
console.log('Removed .dev/pb_data and .dev/mail (the PocketBase binary in .dev/bin is kept).')
