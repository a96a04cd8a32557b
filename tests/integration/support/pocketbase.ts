import PocketBase, { ClientResponseError } from 'pocketbase'
import { inject } from 'vitest'
import { configurePocketBase } from '../../../scripts/lib/configure-pocketbase.ts'
import { startSmtpSink, type SmtpSink } from '../../../scripts/lib/smtp-sink.ts'
import { freePort } from '../../../scripts/lib/ports.ts'

export const pocketbaseUrl = () => inject('pocketbaseUrl')

export function client(): PocketBase {
  const pb = new PocketBase(pocketbaseUrl())
  pb.autoCancellation(false)
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
  const pb = await admin.collection('moderators').impersonate(record.id, 3600)
  pb.autoCancellation(false)
  return { pb, id: record.id, email, password }
}

/** A local SMTP sink wired into PocketBase's settings for the current test file. */
export async function startMailbox(): Promise<SmtpSink> {
  const sink = await startSmtpSink({ port: await freePort() })
  await configurePocketBase(await superuser(), {
    appUrl: 'http://localhost:5173',
    senderAddress: 'entradas@tests.local',
    senderName: 'Monster Invasion',
    smtpUrl: `smtp://127.0.0.1:${sink.port}`,
    rateLimits: false,
  })
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
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
