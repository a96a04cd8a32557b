import { describe, expect, it } from 'vitest'
import nodemailer from 'nodemailer'
import { decodeHeader, headerValue } from '../../scripts/lib/smtp-sink.ts'

// The local mail sink prints and matches subjects: they must read as the sender wrote them. The
// messages come from nodemailer itself (what functions/_shared/mailer.ts sends), not from a model of it.
async function rawMail(subject: string): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await transport.sendMail({ from: 'entradas@tests.local', to: 'ana@tests.local', subject, text: 'x' })
  return String(info.message)
}

describe('the mail sink reads encoded subjects as written (RFC 2047)', () => {
  it.each([
    'Monster Invasion: tu entrada está lista',
    'Monster Invasion — pago recibido: ¡nos vemos en agosto! Año, ñandú, corazón ♥ y más texto para que el asunto se divida en varias palabras',
    'Monster Invasion: your ticket is ready — payment received, see you in August ✓ with a subject long enough to be folded',
  ])('"%s" comes back whole, no space inside a word', async (subject) => {
    const raw = await rawMail(subject)
    expect(headerValue(raw, 'Subject')).toBe(subject)
  })

  it('a character whose bytes were split between two words decodes whole, and the space between words is not shown', () => {
    expect(decodeHeader('=?UTF-8?B?ww==?= =?UTF-8?B?sQ==?=')).toBe('ñ')
    expect(decodeHeader('=?utf-8?q?Mon?=\r\n =?utf-8?q?ster_Invasi=C3=B3n?=')).toBe('Monster Invasión')
    expect(decodeHeader('Hola =?utf-8?q?Mar=C3=ADa?= y Ana')).toBe('Hola María y Ana')
  })
})
