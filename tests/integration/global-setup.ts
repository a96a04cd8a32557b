import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../scripts/lib/ports.ts'
import { startPocketBase } from '../../scripts/lib/pocketbase-server.ts'
import { configurePocketBase, superuserClient } from '../../scripts/lib/configure-pocketbase.ts'
import { localSettings } from '../../scripts/lib/pocketbase-settings.ts'
import { seedDemoEditions } from '../../scripts/lib/demo-editions.ts'
import { todayInChile } from '../../src/domain/chile-time.ts'
import { type Edition } from '../../src/domain/edition.ts'
import { seededCurrentEdition } from '../support/current-edition.ts'

// The functions' service account: its reserved .invalid domain keeps it out of MFA (docs/security.md).
export const SUPERUSER = { email: 'functions@tests.invalid', password: 'tests-superuser-pass-1' }

declare module 'vitest' {
  export interface ProvidedContext {
    pocketbaseUrl: string
    superuserEmail: string
    superuserPassword: string
    /** The order prefix of the edition on sale today (the demo's upcoming one): every ticket issued now carries it. */
    editionPrefix: string
  }
}

/** One real PocketBase for the whole integration run: a temporary data dir and a free port. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mi-pb-'))
  const server = await startPocketBase({
    dataDir,
    port: await freePort(),
    superuserEmail: SUPERUSER.email,
    superuserPassword: SUPERUSER.password,
    // The payment-deadline job runs only on the tests' fake clock (POST /api/mi/deadlines/run).
    env: { MI_DEADLINE_CRON: 'off' },
  })
  // The production settings, rate limiter included, with local values (the same code as pb:configure).
  const admin = await superuserClient(server.url, SUPERUSER.email, SUPERUSER.password)
  await configurePocketBase(admin, localSettings('http://localhost:5173', 'smtp://127.0.0.1:1', 'entradas@tests.local'))
  // A real deploy sells the edition organisers entered; the migrations' own (2025) is long over. The
  // demo's editions (npm start's) give the run one whose sale is open on today's date, and a past one.
  await seedDemoEditions(admin)
  const editions = await admin.collection('Ediciones').getFullList<Edition>({ sort: 'inicio' })
  project.provide('editionPrefix', seededCurrentEdition(editions, todayInChile(new Date())).prefijoOrden)
  project.provide('pocketbaseUrl', server.url)
  project.provide('superuserEmail', SUPERUSER.email)
  project.provide('superuserPassword', SUPERUSER.password)
  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
