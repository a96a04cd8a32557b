import { execFile, spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensurePocketBase } from '../../scripts/lib/pocketbase-binary.ts'
import { hooksDir, migrationsDir } from '../../scripts/lib/paths.ts'
import { freePort, waitForHttp } from '../../scripts/lib/ports.ts'

const run = promisify(execFile)

/** The data model's own migrations (other features add theirs after 1795000400). */
const DATA_MODEL_FILES = readdirSync(migrationsDir)
  .filter((f) => /^1795000[0-4]00_.*\.js$/.test(f))
  .sort()
const DATA_MODEL = [
  'moderators', 'Amigos', 'AlertBanner', 'userPersonalInfoPaws', 'userLegalInfoPaws', 'userHealthInfoPaws',
  'userStatusPaws', 'Entradas', 'EntradasQuedan', 'EntradasPedidas', 'EntradasEntregadas', 'EntradasUsuario',
  'counters', 'auditLog', 'userCompleteLegal', 'UserCompleteEntradasPedidas',
]
const SUPERUSER = { email: 'migrations@tests.local', password: 'migrations-pass-1' }

let bin: string
let root: string
const dirs = { data: '', migrations: '', none: '' }

beforeAll(async () => {
  bin = await ensurePocketBase()
  root = mkdtempSync(path.join(os.tmpdir(), 'mi-migrate-'))
  dirs.data = path.join(root, 'pb_data')
  dirs.migrations = path.join(root, 'pb_migrations')
  dirs.none = path.join(root, 'empty')
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true })
  for (const file of DATA_MODEL_FILES) copyFileSync(path.join(migrationsDir, file), path.join(dirs.migrations, file))
})

afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

/** Runs the pinned binary on the temporary data dir, answering "y" to its confirmation prompt. */
function pocketbase(args: string[], migrations = dirs.migrations): Promise<string> {
  return new Promise((resolve, reject) => {
    // The hooks directory as deployed: migrations take the rules they share with the hooks from it.
    const child = spawn(bin, [...args, `--dir=${dirs.data}`, `--migrationsDir=${migrations}`, `--hooksDir=${hooksDir}`])
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`pocketbase ${args.join(' ')} exited ${code}:\n${output}`))))
    child.stdin.end('y\n')
  })
}

/**
 * Starts `serve` briefly with NO app migrations (so it applies nothing itself) and returns what
 * a superuser sees: every collection with its rules and fields.
 */
async function collectionsNow() {
  await run(bin, ['superuser', 'upsert', SUPERUSER.email, SUPERUSER.password, `--dir=${dirs.data}`, `--migrationsDir=${dirs.none}`])
  const port = await freePort()
  const child = spawn(
    bin,
    ['serve', `--dir=${dirs.data}`, `--migrationsDir=${dirs.none}`, `--hooksDir=${dirs.none}`, '--automigrate=false', '--hooksWatch=false', `--http=127.0.0.1:${port}`],
    { stdio: 'ignore' },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`)
    const pb = new PocketBase(`http://127.0.0.1:${port}`)
    await pb.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password)
    const collections = await pb.collections.getFullList()
    const counters = collections.some((c) => c.name === 'counters') ? await pb.collection('counters').getFullList() : []
    return { collections, counters }
  } finally {
    child.kill('SIGTERM')
    await exited
  }
}

describe('the data-model migrations', () => {
  it('are the five files 1795000000 … 1795000400', () => {
    expect(DATA_MODEL_FILES).toHaveLength(5)
  })

  it('apply on an empty database', async () => {
    const output = await pocketbase(['migrate', 'up'])
    for (const file of DATA_MODEL_FILES) expect(output).toContain(`Applied ${file}`)
    const { collections, counters } = await collectionsNow()
    expect(collections.map((c) => c.name)).toEqual(expect.arrayContaining(['users', ...DATA_MODEL]))
    const users = collections.find((c) => c.name === 'users')
    expect(users?.fields.map((f) => f.name)).toContain('username')
    expect(counters.map((c) => [c['name'], c['value']])).toEqual([['orderID', 0]])
    for (const c of collections.filter((c) => DATA_MODEL.includes(c.name) && c.type !== 'view')) {
      const names = c.fields.map((f) => f.name)
      expect({ name: c.name, created: names.includes('created'), updated: names.includes('updated') }).toEqual({
        name: c.name,
        created: true,
        updated: true,
      })
    }
  })

  it('are reverted by `migrate down`, back to PocketBase\'s own users collection', async () => {
    const output = await pocketbase(['migrate', 'down', String(DATA_MODEL_FILES.length)])
    for (const file of DATA_MODEL_FILES) expect(output).toContain(`Reverted ${file}`)
    const { collections } = await collectionsNow()
    const names = collections.map((c) => c.name)
    for (const name of DATA_MODEL) expect(names).not.toContain(name)
    const users = collections.find((c) => c.name === 'users')
    expect(users?.fields.map((f) => f.name)).not.toContain('username')
    expect(users).toMatchObject({ listRule: 'id = @request.auth.id', createRule: '', deleteRule: 'id = @request.auth.id' })
    expect((users as unknown as { passwordAuth: { identityFields: string[] } }).passwordAuth.identityFields).toEqual(['email'])
  })

  it('apply again after being reverted', async () => {
    const output = await pocketbase(['migrate', 'up'])
    for (const file of DATA_MODEL_FILES) expect(output).toContain(`Applied ${file}`)
  })

  it('apply together with every other migration of the repository on an empty database', async () => {
    rmSync(dirs.data, { recursive: true, force: true })
    mkdirSync(dirs.data)
    const output = await pocketbase(['migrate', 'up'], migrationsDir)
    for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith('.js'))) expect(output).toContain(`Applied ${file}`)
  })
})
