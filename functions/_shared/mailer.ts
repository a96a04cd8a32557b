import nodemailer from 'nodemailer'
import { SMTP_TIMEOUT_MS } from './budget.ts'
import { serverEnv } from './env.ts'

export interface OutgoingMail {
  to: string
  subject: string
  html: string
  text: string
  attachments?: { filename: string; content: Buffer; cid?: string; contentType?: string }[]
}

/**
 * Sends one message through SMTP_URL; resolves only once the server accepted it. The whole
 * conversation is cut off after `timeoutMs` (SMTP_TIMEOUT_MS by default), so a mail fits in the
 * time budget of the call that sends it.
 */
export async function sendMail(mail: OutgoingMail, timeoutMs: number = SMTP_TIMEOUT_MS): Promise<void> {
  const env = serverEnv()
  const url = new URL(env.smtpUrl)
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.hostname === '127.0.0.1' || url.hostname === 'localhost',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  })
  let timer: NodeJS.Timeout | undefined
  const cutOff = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP did not accept the message within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const info = await Promise.race([transport.sendMail({ from: `Monster Invasion <${env.mailFrom}>`, ...mail }), cutOff])
    if (info.accepted.length === 0) throw new Error(`SMTP refused the message to ${mail.to}`)
  } finally {
    clearTimeout(timer)
    transport.close()
  }
}
