import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import PocketBase from 'pocketbase'
import { freePort } from '../../../scripts/lib/ports.ts'
import { startPocketBase, type PocketBaseServer } from '../../../scripts/lib/pocketbase-server.ts'
import { seedDemoEditions } from '../../../scripts/lib/demo-editions.ts'

const SERVICE = { email: 'functions@own.invalid', password: 'own-server-superuser-1' }

/**
 * A PocketBase of the test's own on a data dir it can stop, restart with another environment (keys)
 * and read as files, as an operator with the database file or a backup could.
 */
export class OwnPocketBase {
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'mi-own-pb-'))
  /** The service superuser's login, for tools that take it from the environment (doctor). */
  readonly serviceEmail = SERVICE.email
  readonly servicePassword = SERVICE.password
  private server: PocketBaseServer | null = null

  /**
   * `dev`: PocketBase's --dev, which prints every SQL statement it runs to `log` as it runs it.
   * `editions`: 'open' (the default) adds an edition whose sale is open on today's date, as the shared
   * server has (tests/integration/global-setup.ts); 'migrations' keeps only what the migrations wrote.
   */
  async start(env: NodeJS.ProcessEnv, options: { dev?: boolean; log?: (line: string) => void; queryTimeoutSeconds?: number; editions?: 'open' | 'migrations' } = {}): Promise<void> {
    await this.stop()
    const { editions = 'open', ...server } = options
    this.server = await startPocketBase({ dataDir: this.dataDir, port: await freePort(), superuserEmail: SERVICE.email, superuserPassword: SERVICE.password, env, ...server })
    if (editions === 'open') await seedDemoEditions(await this.superuser())
  }

  get url(): string {
    if (!this.server) throw new Error('not started')
    return this.server.url
  }

  async stop(): Promise<void> {
    await this.server?.stop()
    this.server = null
  }

  async remove(): Promise<void> {
    await this.stop()
    rmSync(this.dataDir, { recursive: true, force: true })
  }

  client(): PocketBase {
    if (!this.server) throw new Error('not started')
    const pb = new PocketBase(this.server.url)
    pb.autoCancellation(false)
    return pb
  }

  /** A client carrying a token issued earlier (tokens outlive a restart on the same data dir). */
  as(token: string): PocketBase {
    const pb = this.client()
    pb.authStore.save(token, null)
    return pb
  }

  async superuser(): Promise<PocketBase> {
    const pb = this.client()
    await pb.collection('_superusers').authWithPassword(SERVICE.email, SERVICE.password)
    return pb
  }

  /** A verified user with a client logged in as them. */
  async user(): Promise<{ pb: PocketBase; id: string; email: string; password: string }> {
    const admin = await this.superuser()
    const email = `own-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@tests.local`
    const record = await admin.collection('users').create({ email, password: 'Password123', passwordConfirm: 'Password123', verified: true })
    const pb = this.client()
    await pb.collection('users').authWithPassword(email, 'Password123')
    return { pb, id: record.id, email, password: 'Password123' }
  }

  /** A moderator's token (impersonated: no sign-in code needed on a server of one's own). */
  async moderatorToken(): Promise<string> {
    const admin = await this.superuser()
    const email = `own-mod-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@tests.local`
    const record = await admin.collection('moderators').create({ email, password: 'Moderator123', passwordConfirm: 'Moderator123', name: 'Own' })
    return (await admin.collection('moderators').impersonate(record.id, 3600)).authStore.token
  }

  /** The CPU time (user + system, seconds) the server process has used so far, as the kernel counts it. */
  cpuSeconds(): number {
    const pid = this.server?.process.pid
    if (!pid) throw new Error('not started')
    // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks (USER_HZ, 100 on Linux), after the ")" that ends the name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  }

  /** Every file under the data dir (database, its WAL, auxiliary db, storage, backups). */
  files(): string[] {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name)
        return statSync(full).isDirectory() ? walk(full) : [full]
      })
    return walk(this.dataDir)
  }

  /** The files whose raw bytes contain the text (UTF-8). */
  filesContaining(text: string): string[] {
    const needle = Buffer.from(text, 'utf8')
    return this.files().filter((file) => readFileSync(file).includes(needle))
  }
}
