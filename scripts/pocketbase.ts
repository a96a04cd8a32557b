import { spawn } from 'node:child_process'
import { ensurePocketBase } from './lib/pocketbase-binary.ts'

const bin = await ensurePocketBase()
const child = spawn(bin, process.argv.slice(2), { stdio: 'inherit' })
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)))
