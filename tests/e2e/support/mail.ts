import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { headerValue, readableText } from '../../../scripts/lib/smtp-sink.ts'

/** One message the SMTP sink saved as .eml in E2E_MAIL_DIR. */
export interface SavedMail {
  file: string
  raw: string
  subject: string
  /** Decoded text of every text part (links unfolded). */
  text: string
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (the stack sets it in global setup)')
  return dir
}

/** Every saved mail addressed to `address`, newest first. */
export function mailsTo(address: string): SavedMail[] {
  const dir = mailDir()
  const wanted = address.toLowerCase()
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => ({ file, raw: readFileSync(file, 'utf8') }))
    .filter(({ raw }) => headerValue(raw, 'To').toLowerCase().includes(wanted))
    .map(({ file, raw }) => ({ file, raw, subject: headerValue(raw, 'Subject'), text: readableText(raw) }))
}

/** Waits (polling the directory) for the newest mail to `address` that `match` accepts. */
export async function waitForMail(address: string, match: (mail: SavedMail) => boolean, timeoutMs = 15_000): Promise<SavedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = mailsTo(address).find(match)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no matching mail to ${address} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/** The first link in a mail's text whose path is `pathname` (e.g. "/mailverification"). */
export function linkIn(mail: SavedMail, pathname: string): string {
  const pattern = new RegExp(`https?://[^\\s"<>]+${pathname.replace(/[/.]/g, '\\$&')}\\?[\\w=.%&;-]+`)
  const link = pattern.exec(mail.text)?.[0]
  if (!link) throw new Error(`no ${pathname} link in "${mail.subject}"`)
  return link.replace(/&amp;/g, '&')
}

/** Whether the raw message carries an image/png MIME part (an inline QR, for instance). */
export const hasPngPart = (mail: SavedMail) => /^content-type:\s*image\/png/im.test(mail.raw)
