import nodemailer from 'nodemailer'
import { serverEnv } from './env.ts'

export interface OutgoingMail {
  to: string
  subject: string
  html: string
  text: string
  attachments?: { filename: string; content: Buffer; cid?: string; contentType?: string }[]
}

/** Sends one message through SMTP_URL; resolves only once the server accepted it. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const env = serverEnv()
  const url = new URL(env.smtpUrl)
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.hostname === '127.0.0.1' || url.hostname === 'localhost',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  try {
    const info = await transport.sendMail({ from: `Monster Invasion <${env.mailFrom}>`, ...mail })
    if (info.accepted.length === 0) throw new Error(`SMTP refused the message to ${mail.to}`)
  } finally {
    transport.close()
  }
}
