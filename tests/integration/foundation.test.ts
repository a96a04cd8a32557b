import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { client, createUser, pocketbaseUrl, startMailbox, superuser } from './support/pocketbase.ts'
import { ensurePocketBase, pinnedVersion } from '../../scripts/lib/pocketbase-binary.ts'

const run = promisify(execFile)

describe('the PocketBase started by the harness', () => {
  let mailbox: SmtpSink
  beforeAll(async () => {
    mailbox = await startMailbox()
  })
  afterAll(() => mailbox.stop())

  it('answers health on its own free port', async () => {
    const res = await fetch(`${pocketbaseUrl()}/api/health`)
    expect(res.status).toBe(200)
    expect(pocketbaseUrl()).not.toContain(':8090')
  })

  it('runs the PocketBase binary of the version pinned in package.json, with the collections the migrations create', async () => {
    // The harness starts the binary ensurePocketBase() resolves; ask that binary itself for its version.
    const { stdout } = await run(await ensurePocketBase(), ['--version'])
    expect(stdout).toContain(`version ${pinnedVersion()}`)
    const admin = await superuser()
    const names = (await admin.collections.getFullList()).map((c) => c.name)
    expect(names).toEqual(
      expect.arrayContaining(['users', 'moderators', 'Entradas', 'EntradasPedidas', 'UserCompleteEntradasPedidas']),
    )
  })

  it('sends its own mails through the configured SMTP with links to the SPA', async () => {
    const user = await createUser()
    await client().collection('users').requestPasswordReset(user.email)
    const mail = await mailbox.waitFor((m) => m.to.includes(user.email))
    expect(mail.subject).toContain('Restablece tu contraseña')
    expect(mail.links.some((l) => l.startsWith('http://localhost:5173/pswrdreset?token='))).toBe(true)
  })
})
