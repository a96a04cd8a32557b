import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import PocketBase, { type RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import confirm from '../../functions/confirm.mts'
import pideentrada from '../../functions/pideentrada.mts'
import qrentrada from '../../functions/qrentrada.mts'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { startSmtpSink, type SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { freePort } from '../../scripts/lib/ports.ts'
import { newTicketKeyPair } from '../../scripts/lib/ticket-key-pair.ts'
import { LOCAL_HEALTH_KEY } from '../../src/domain/local-secrets.ts'
import { verifyTicket } from '../../src/domain/ticket-signature.ts'
import { readScannedCode } from '../../src/features/checkin/ticket-code.ts'
import { LaunchHost } from './support/launch-host.ts'
import { seedDemoEditions } from '../../scripts/lib/demo-editions.ts'
import { operatorCommand } from './support/operator.ts'
import { callFn, payWithCard, startStandIn, VISA } from './support/payments.ts'
import type { WebpayStandIn } from '../../scripts/lib/webpay-standin.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'

// docs/deploy.md followed literally on a fresh host: the entrypoint's own commands with the pinned
// server and compose.yaml's variables, pb:configure and pb:setup as an operator runs them, restarts, a
// backup and its restore, and a buyer who gets a signed ticket from the result. Each step is a test;
// they run in order on one host.

const secret = (bytes: number) => randomBytes(bytes).toString('hex')
const APP_URL = 'https://monsterinvasion.example'
const MAIL_FROM = 'entradas@launch.example'
const MODERATOR = { name: 'Puerta', email: 'puerta@launch.example', password: 'Moderadora-2026' }

/** compose.yaml's variables for the pocketbase service: every one required there, none of this machine's. */
const hostEnv = {
  PB_ENCRYPTION_KEY: secret(16),
  PB_SUPERUSER_EMAIL: 'functions@launch.invalid',
  PB_SUPERUSER_PASSWORD: secret(16),
  PB_DOCUMENT_HASH_KEY: secret(32),
  PB_HEALTH_KEY: secret(16),
}

let host: LaunchHost
let sink: SmtpSink
let standIn: WebpayStandIn
let operator: Record<string, string>
const savedFunctionEnv = new Map<string, string | undefined>()

async function serviceClient(): Promise<PocketBase> {
  const pb = new PocketBase(host.url)
  pb.autoCancellation(false)
  await pb.collection('_superusers').authWithPassword(hostEnv.PB_SUPERUSER_EMAIL, hostEnv.PB_SUPERUSER_PASSWORD)
  return pb
}

const anonymous = () => {
  const pb = new PocketBase(host.url)
  pb.autoCancellation(false)
  return pb
}

/** Every byte PocketBase keeps on disk for its main database (the file and its write-ahead log). */
const databaseBytes = () =>
  Buffer.concat(readdirSync(host.dataDir).filter((name) => name.startsWith('data.db')).map((name) => readFileSync(path.join(host.dataDir, name))))

/** What a backup restore leaves behind: PocketBase restarts itself in place; wait until it serves again. */
async function waitForRestart(isRestored: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await isRestored().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`PocketBase did not come back from the restore:\n${host.log}`)
}

beforeAll(async () => {
  host = await LaunchHost.create()
  sink = await startSmtpSink({ port: await freePort() })
  standIn = await startStandIn()
  operator = {
    POCKETBASE_URL: host.url,
    PB_SUPERUSER_EMAIL: hostEnv.PB_SUPERUSER_EMAIL,
    PB_SUPERUSER_PASSWORD: hostEnv.PB_SUPERUSER_PASSWORD,
    APP_URL,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM,
  }
}, 120_000)

afterAll(async () => {
  for (const [key, value] of savedFunctionEnv) {
    if (value === undefined) Netlify.env.delete(key)
    else Netlify.env.set(key, value)
  }
  await host.remove()
  await standIn.stop()
  await sink.stop()
})

describe('launch rehearsal: docs/deploy.md on a fresh host', () => {
  it.each([
    ['PB_DOCUMENT_HASH_KEY missing', { PB_DOCUMENT_HASH_KEY: '' }, 'PB_DOCUMENT_HASH_KEY is not set'],
    ['PB_HEALTH_KEY missing', { PB_HEALTH_KEY: '' }, 'PB_HEALTH_KEY is not set'],
    ['PB_HEALTH_KEY left at the public local key', { PB_HEALTH_KEY: LOCAL_HEALTH_KEY }, 'PB_HEALTH_KEY is the public local key'],
    ['PB_ENCRYPTION_KEY missing', { PB_ENCRYPTION_KEY: '' }, 'PB_ENCRYPTION_KEY is not set'],
  ])('the entrypoint refuses to serve with %s, naming the variable', async (_name, change, message) => {
    const { code, output } = await host.startExpectingExit({ ...hostEnv, ...change })
    expect(code).not.toBe(0)
    expect(output).toContain(message)
  }, 60_000)

  it('first start: the entrypoint creates the service account, pb:configure stores the production settings encrypted', async () => {
    await host.start(hostEnv)
    const configured = await operatorCommand('pb-configure.ts', operator)
    expect(configured.out).not.toMatch(/failed|error/i)
    expect(configured.code).toBe(0)
    const settings = await (await serviceClient()).settings.getAll()
    expect(settings.meta).toMatchObject({ appURL: APP_URL, senderAddress: MAIL_FROM })
    expect(settings.rateLimits.enabled).toBe(true)
    // PocketBase keeps the settings encrypted with PB_ENCRYPTION_KEY: the sender is nowhere in clear.
    expect(databaseBytes().includes(Buffer.from(MAIL_FROM))).toBe(false)
  }, 60_000)

  it('pb:setup with the catalogue entered: the moderator is invited by a mail that links to the site, and the command says so', async () => {
    const admin = await serviceClient()
    // Organisers enter this year's edition first (the migrations' 2025 one is over): one on sale today.
    await seedDemoEditions(admin)
    const type = await admin.collection('Entradas').create({ Tipo: 'B1', ValorCLP: 45000, Estado: 'disponible', Nombre: 'Entrada Básica', NombreIngles: 'Basic ticket' })
    await admin.collection('EntradasQuedan').create({ EntradasID: type.id, CantidadQuedan: 100 })
    const setup = await operatorCommand('pb-setup.ts', { ...operator, PB_SETUP_MODERATORS: `${MODERATOR.name} <${MODERATOR.email}>` })
    expect(setup.out).toContain(`moderator ${MODERATOR.email}: created, invitation mailed (its link to /adminclave works 7 days)`)
    expect(setup.code).toBe(0)
    const invitation = await sink.waitFor((mail) => mail.to.includes(MODERATOR.email))
    expect(invitation.links.some((link) => link.startsWith(`${APP_URL}/adminclave?token=`))).toBe(true)
    expect(invitation.text).not.toContain('/_/')
  }, 60_000)

  it('restart: PocketBase comes back with its encrypted settings, and the service account still signs in', async () => {
    await host.stop()
    await host.start(hostEnv)
    const settings = await (await serviceClient()).settings.getAll()
    expect(settings.meta).toMatchObject({ appURL: APP_URL, senderAddress: MAIL_FROM })
  }, 60_000)

  it('backup, then restore: the data of the backup is back and PocketBase serves again; then a restart', async () => {
    const admin = await serviceClient()
    await admin.backups.create('before-launch.zip')
    const later = await admin.collection('Entradas').create({ Tipo: 'S1', ValorCLP: 90000, Estado: 'anunciada', Nombre: 'Sponsor', NombreIngles: 'Sponsor' })
    await admin.backups.restore('before-launch.zip')
    await waitForRestart(async () => {
      const pb = await serviceClient()
      return (await pb.collection('Entradas').getList(1, 1, { filter: pb.filter('id = {:id}', { id: later.id }) })).totalItems === 0
    })
    const restored = await serviceClient()
    expect((await restored.collection('Entradas').getFullList()).map((t) => t.Tipo)).toEqual(['B1'])
    expect((await restored.settings.getAll()).meta.senderAddress).toBe(MAIL_FROM)
    await host.stop()
    await host.start(hostEnv)
    expect((await (await serviceClient()).collection('moderators').getFullList()).map((m) => m.email)).toEqual([MODERATOR.email])
  }, 90_000)

  it('the invited moderator chooses a password through the link, and signs in with it and the mailed code', async () => {
    const invitation = sink.messages.find((mail) => mail.to.includes(MODERATOR.email))
    const link = invitation?.links.find((href) => href.startsWith(`${APP_URL}/adminclave?token=`)) ?? ''
    const token = new URL(link).searchParams.get('token') ?? ''
    const pb = anonymous()
    await pb.collection('moderators').confirmPasswordReset(token, MODERATOR.password, MODERATOR.password)
    // The link works once: choosing the password changed the account's token key.
    await expect(pb.collection('moderators').confirmPasswordReset(token, 'Otra-clave-2026', 'Otra-clave-2026')).rejects.toMatchObject({ status: 400 })
    const mfaId = await pb.collection('moderators').authWithPassword(MODERATOR.email, MODERATOR.password).then(
      () => '',
      (err: { response: { mfaId?: string } }) => err.response.mfaId ?? '',
    )
    expect(mfaId).not.toBe('')
    const { otpId } = await pb.collection('moderators').requestOTP(MODERATOR.email)
    const codeMail = await sink.waitFor((mail) => mail.to.includes(MODERATOR.email) && /\b\d{8}\b/.test(mail.text))
    const code = /\b(\d{8})\b/.exec(codeMail.text)?.[1] ?? ''
    await pb.collection('moderators').authWithOTP(otpId, code, { mfaId })
    expect(pb.authStore.record?.email).toBe(MODERATOR.email)
  }, 60_000)

  it("a buyer's journey on the restored, restarted host: account, legal data, queue, approval, Webpay, a ticket whose QR the door trusts", async () => {
    const keys = await newTicketKeyPair()
    const functionEnv = { ...operator, WEBPAY_BASE_URL: standIn.url, TICKET_SIGNING_KEY: keys.TICKET_SIGNING_KEY }
    for (const [key, value] of Object.entries(functionEnv)) {
      if (!savedFunctionEnv.has(key)) savedFunctionEnv.set(key, Netlify.env.get(key))
      Netlify.env.set(key, value)
    }
    const admin = await serviceClient()
    const buyer = anonymous()
    const email = 'ana@launch.example'
    await buyer.collection('users').create({ email, password: 'Comprador-2026', passwordConfirm: 'Comprador-2026', name: '' })
    await buyer.collection('users').requestVerification(email)
    const verification = await sink.waitFor((mail) => mail.to.includes(email) && mail.links.some((href) => href.includes('token=')))
    const verifyToken = new URL(verification.links.find((href) => href.includes('token=')) ?? '').searchParams.get('token') ?? ''
    await buyer.collection('users').confirmVerification(verifyToken)
    const auth = await buyer.collection('users').authWithPassword(email, 'Comprador-2026')
    // The legal and health saves need PB_DOCUMENT_HASH_KEY and PB_HEALTH_KEY on the host.
    await buyer.collection('userLegalInfoPaws').create({ user: auth.record.id, numDocumento: uniqueRut(), tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Ana Pérez', bdate: '1995-05-05 00:00:00.000Z' })
    await buyer.collection('userHealthInfoPaws').create({ user: auth.record.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'Asma leve', RestriccionAlimentaria: '', ContactoEmergenciaNombre: 'Luis Pérez', ContactoEmergencia: '+56912345678', OtraCondicion: '' })

    const [type] = await admin.collection('Entradas').getFullList({ filter: 'Tipo = "B1"' })
    expect((await callFn(pideentrada, { userid: auth.record.id, entradaid: String(type?.id) }, buyer.authStore.token)).status).toBe(200)
    const [request] = await admin.collection('EntradasPedidas').getFullList({ filter: admin.filter('user = {:u}', { u: auth.record.id }) })

    const moderator = anonymous()
    const mfaId = await moderator.collection('moderators').authWithPassword(MODERATOR.email, MODERATOR.password).then(() => '', (err: { response: { mfaId?: string } }) => err.response.mfaId ?? '')
    const before = sink.messages.length
    const { otpId } = await moderator.collection('moderators').requestOTP(MODERATOR.email)
    const codeMail = await sink.waitFor((mail) => sink.messages.indexOf(mail) >= before && mail.to.includes(MODERATOR.email) && /\b\d{8}\b/.test(mail.text))
    await moderator.collection('moderators').authWithOTP(otpId, /\b(\d{8})\b/.exec(codeMail.text)?.[1] ?? '', { mfaId })
    const approved = await moderator.send<RecordModel>(`/api/mi/approve/${String(request?.id)}`, { method: 'POST' })

    const token = buyer.authStore.token
    const started = await callFn(updatetokenentregada, { EntradasEntregadasID: approved.id }, token)
    expect(started.status).toBe(200)
    const payment = started.body as { token: string; url: string }
    await payWithCard(standIn, payment.url, payment.token, VISA)
    // /webpayretorno's one call: commit, finalize and the ticket mail.
    expect((await callFn(confirm, { token: payment.token }, token)).body).toMatchObject({ paid: true, completion: { ticket: 'issued', mailed: true } })
    expect(await admin.collection('EntradasEntregadas').getOne(approved.id)).toMatchObject({ estado: 'pagada', monto: 45000 })
    expect(standIn.controls.transaction(payment.token)?.commits).toBe(1)

    const qr = await callFn(qrentrada, { EntradasEntregadasID: approved.id }, token)
    const scanned = readScannedCode((qr.body as { url: string }).url)
    expect(scanned).toMatchObject({ id: approved.id, tipo: 'B1', signature: expect.any(String) })
    const signed = { id: scanned?.id ?? '', tipo: scanned?.tipo ?? '', signature: scanned?.signature ?? '', edicion: scanned?.edicion ?? '' }
    expect(signed.edicion).toBe(String(approved.orderID).slice(0, 6))
    expect(await verifyTicket(keys.VITE_TICKET_PUBLIC_KEY, signed)).toBe(true)
  }, 120_000)
})
