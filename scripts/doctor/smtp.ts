import nodemailer from 'nodemailer'
import { messageOf, type DoctorCheck } from './types.ts'

/** The SMTP server of SMTP_URL answers and accepts the credentials (nodemailer's verify). */
export const smtp: DoctorCheck = {
  name: 'SMTP answers',
  async run(env) {
    if (!env.SMTP_URL) return ['SMTP_URL is not set']
    const url = new URL(env.SMTP_URL)
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
      secure: url.protocol === 'smtps:',
      ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 10_000,
    })
    try {
      await transport.verify()
      return []
    } catch (err) {
      return [`${url.host}: ${messageOf(err)}`]
    } finally {
      transport.close()
    }
  },
}
