import PocketBase, { ClientResponseError } from 'pocketbase'
import { inject } from 'vitest'
import { configurePocketBase } from '../../../scripts/lib/configure-pocketbase.ts'
import { localSettings } from '../../../scripts/lib/pocketbase-settings.ts'
import { startSmtpSink, type SmtpSink } from '../../../scripts/lib/smtp-sink.ts'
import { freePort } from '../../../scripts/lib/ports.ts'

export const pocketbaseUrl = () => inject('pocketbaseUrl')
/** The order prefix of the edition the shared server sells today (tests/integration/global-setup.ts). */
export const editionPrefix = () => inject('editionPrefix')

let device = Math.floor(Math.random() * 2 ** 24)
/** A distinct client address, as the reverse proxy reports it (X-Forwarded-For, trustedProxy). */
export const nextClientIp = () => {
  device = (device + 1) % 2 ** 24
  return `10.${(device >> 16) & 255}.${(device >> 8) & 255}.${device & 255}`
}

/**
 * A client on a device of its own: PocketBase runs with the production rate limiter, keyed on the
 * client IP its trusted proxy header names, so each test identity comes from its own address as real
 * users do (a test that hammers from one address is limited, as it would be in production).
 */
export function client(ip = nextClientIp()): PocketBase {
  return onDevice(new PocketBase(pocketbaseUrl()), ip)
}

/** Puts a client (e.g. the one `impersonate` returns) on a device of its own address. */
export function onDevice(pb: PocketBase, ip = nextClientIp()): PocketBase {
  pb.autoCancellation(false)
  pb.beforeSend = (url, options) => {
    options.headers = { ...options.headers, 'X-Forwarded-For': ip }
    return { url, options }
  }
  return pb
}

export async function superuser(): Promise<PocketBase> {
  const pb = client()
  await pb.collection('_superusers').authWithPassword(inject('superuserEmail'), inject('superuserPassword'))
  return pb
}

let counter = 0
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@tests.local`

export interface TestAccount {
  pb: PocketBase
  id: string
  email: string
  password: string
}

/** Creates a user through the superuser API and returns a client logged in as that user. */
export async function createUser(options: { verified?: boolean; username?: string } = {}): Promise<TestAccount> {
  const admin = await superuser()
  const email = uniqueEmail()
  const password = 'Password123'
  const record = await admin.collection('users').create({
    email,
    password,
    passwordConfirm: password,
    verified: options.verified ?? true,
    ...(options.username ? { username: options.username } : {}),
  })
  const pb = client()
  await pb.collection('users').authWithPassword(email, password)
  return { pb, id: record.id, email, password }
}

export async function createModerator(): Promise<TestAccount> {
  const admin = await superuser()
  const email = uniqueEmail('mod')
  const password = 'Moderator123'
  const record = await admin.collection('moderators').create({ email, password, passwordConfirm: password, name: 'Mod' })
  // Moderators sign in with password + e-mailed code (MFA); tests take an impersonation token instead.
  const pb = onDevice(await admin.collection('moderators').impersonate(record.id, 3600))
  return { pb, id: record.id, email, password }
}

/** A local SMTP sink wired into PocketBase's settings for the current test file. */
export async function startMailbox(): Promise<SmtpSink> {
  const sink = await startSmtpSink({ port: await freePort() })
  await configurePocketBase(await superuser(), localSettings('http://localhost:5173', `smtp://127.0.0.1:${sink.port}`, 'entradas@tests.local'))
  Netlify.env.set('SMTP_URL', `smtp://127.0.0.1:${sink.port}`)
  return sink
}

/** The HTTP status of a rejected PocketBase call (or 0 when it did not fail). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 0
  } catch (err) {
    if (err instanceof ClientResponseError) return err.status
    throw err
  }
}

/** The rejected call's error, to read its field errors. */
export async function errorOf(call: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await call
  } catch (err) {
    if (err instanceof ClientResponseError) return err
    throw err
  }
  throw new Error('expected the call to fail')
}

/** A record event as a realtime page receives it: the subscription's topic, the action, the record's id and the record as sent. */
export interface RealtimeEvent {
  topic: string
  action: string
  id: string
  record: Record<string, unknown>
}

export interface RealtimeConnection {
  clientId: string
  /** Every record event so far, in arrival order (PB_CONNECT excluded). */
  events: RealtimeEvent[]
  /** Resolves at the next event that matches. */
  next: (match: (event: RealtimeEvent) => boolean) => Promise<void>
  close: () => void
}

/**
 * A realtime connection, as a page holds it: the client id PocketBase's PB_CONNECT event names, the
 * record events that arrive, and a way to close the stream. PocketBase binds the connection to its
 * client address: open it from the address (header) the subscriber will use.
 */
export async function realtimeClient(url: string, headers: Record<string, string> = {}): Promise<RealtimeConnection> {
  const controller = new AbortController()
  const response = await fetch(`${url}/api/realtime`, { signal: controller.signal, headers })
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const events: RealtimeEvent[] = []
  let waiters: { match: (e: RealtimeEvent) => boolean; resolve: () => void }[] = []
  let clientId = ''
  let connected: () => void = () => undefined
  let ended: (err: Error) => void = () => undefined
  const connect = new Promise<void>((resolve, reject) => {
    connected = resolve
    ended = reject
  })
  void (async () => {
    let text = ''
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return ended(new Error('realtime stream ended before PB_CONNECT'))
      text += new TextDecoder().decode(value)
      let end: number
      while ((end = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, end)
        text = text.slice(end + 2)
        const topic = /^event:(.*)$/m.exec(block)?.[1] ?? ''
        const data = JSON.parse(/^data:(.*)$/m.exec(block)?.[1] ?? '{}') as { clientId?: string; action?: string; record?: Record<string, unknown> & { id?: string } }
        if (topic === 'PB_CONNECT') {
          clientId = data.clientId ?? ''
          connected()
          continue
        }
        const event = { topic, action: data.action ?? '', id: data.record?.id ?? '', record: data.record ?? {} }
        events.push(event)
        waiters = waiters.filter((w) => (w.match(event) ? (w.resolve(), false) : true))
      }
    }
  })()
  await connect
  return {
    clientId,
    events,
    next: (match) => new Promise((resolve) => waiters.push({ match, resolve })),
    close: () => controller.abort(),
  }
}
