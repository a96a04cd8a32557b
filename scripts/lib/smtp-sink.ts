import { SMTPServer } from 'smtp-server'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface CapturedMail {
  from: string
  to: string[]
  subject: string
  raw: string
  /** The decoded text of the message body (quoted-printable and base64 parts unfolded). */
  text: string
  links: string[]
  receivedAt: Date
}

export interface SmtpSink {
  port: number
  messages: CapturedMail[]
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>
  /** Makes the sink refuse (or accept again) every message, to test delivery failures. */
  setFailing(failing: boolean): void
  /**
   * Accepts (keeps) every message but answers the end of its data only after `ms` (0: at once): a
   * server slower than the sender's timeout, which has delivered a mail the sender counts as failed.
   */
  setAnswerDelay(ms: number): void
  stop(): Promise<void>
}

const ENCODED_WORD = /=\?([^?]+)\?([bq])\?([^?]*)\?=/gi

/** The bytes of one RFC 2047 encoded word's text ("B": base64; "Q": quoted-printable with "_" for space). */
function wordBytes(encoding: string, text: string): Buffer {
  if (encoding.toLowerCase() === 'b') return Buffer.from(text, 'base64')
  return Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
}

/**
 * A header as a reader sees it (RFC 2047): white space between two adjacent encoded words is not
 * shown (§6.2), and a run of adjacent words is one text, so a character whose UTF-8 bytes were split
 * between two words (nodemailer and Go's mailer both split long subjects) decodes whole. UTF-8 is the
 * only charset our senders use.
 */
export function decodeHeader(value: string): string {
  const joined = value.replace(/\?=\s+(?==\?)/g, '?=')
  return joined.replace(/(?:=\?[^?]+\?[bq]\?[^?]*\?=)+/gi, (run) =>
    Buffer.concat([...run.matchAll(ENCODED_WORD)].map((word) => wordBytes(word[2] ?? 'b', word[3] ?? ''))).toString('utf8'),
  )
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** Decodes every MIME part enough to read its text and links (no attachments). */
export function readableText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/)
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
      const body = rest.join('\n\n')
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body)
      if (/content-transfer-encoding:\s*base64/i.test(head) && /content-type:\s*text\//i.test(head)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      }
      if (/content-transfer-encoding:\s*base64/i.test(head)) return ''
      return body
    })
    .join('\n')
}

export function headerValue(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)
  return match?.[1] ? decodeHeader(match[1]) : ''
}

/** A local SMTP server that accepts every message, keeps it in memory and optionally as .eml files. */
export function startSmtpSink(options: { port: number; saveDir?: string; log?: (line: string) => void }): Promise<SmtpSink> {
  const messages: CapturedMail[] = []
  const waiters: { predicate: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }[] = []
  let failing = false
  let answerDelayMs = 0
  if (options.saveDir) mkdirSync(options.saveDir, { recursive: true })

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (failing) return callback(new Error('Mailbox unavailable (test sink set to fail)'))
        const raw = Buffer.concat(chunks).toString('utf8')
        const text = readableText(raw)
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: headerValue(raw, 'Subject'),
          raw,
          text,
          links: [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])],
          receivedAt: new Date(),
        }
        messages.push(mail)
        if (options.saveDir) {
          const name = `${mail.receivedAt.toISOString().replace(/[:.]/g, '-')}-${messages.length}.eml`
          writeFileSync(path.join(options.saveDir, name), raw)
        }
        options.log?.(`✉  to ${mail.to.join(', ')}: ${mail.subject}${mail.links.length ? `\n   ${mail.links.join('\n   ')}` : ''}`)
        for (const waiter of [...waiters]) {
          if (waiter.predicate(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1)
            waiter.resolve(mail)
          }
        }
        if (answerDelayMs > 0) setTimeout(() => callback(), answerDelayMs)
        else callback()
      })
    },
  })
  // A client that gave up on a slow answer closes its socket: smtp-server reports that as an error.
  server.on('error', (err) => options.log?.(`SMTP sink: ${String(err)}`))

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      const address = server.server.address()
      const port = typeof address === 'object' && address ? address.port : options.port
      resolve({
        port,
        messages,
        setFailing(value) {
          failing = value
        },
        setAnswerDelay(ms) {
          answerDelayMs = ms
        },
        waitFor(predicate, timeoutMs = 10_000) {
          const existing = messages.find(predicate)
          if (existing) return Promise.resolve(existing)
          return new Promise((res, rej) => {
            const waiter = { predicate, resolve: (m: CapturedMail) => (clearTimeout(timer), res(m)) }
            const timer = setTimeout(() => {
              waiters.splice(waiters.indexOf(waiter), 1)
              rej(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`))
            }, timeoutMs)
            waiters.push(waiter)
          })
        },
        stop: () => new Promise<void>((res) => server.close(() => res())),
      })
    })
  })
}
