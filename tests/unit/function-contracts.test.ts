import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ANSWER_CHECKS, isPublicTicket, REQUEST_FIELDS, type FunctionAnswer, type FunctionName } from '../../src/domain/function-contracts.ts'

const functionsDir = path.resolve(import.meta.dirname, '../../functions')

/** An answer each function really gives (shapes from functions/*.mts). */
const ANSWERS: { [N in FunctionName]: FunctionAnswer<N> } = {
  pideentrada: { message: 'Entrada pedida correctamente' },
  updatetokenentregada: { token: 'a'.repeat(64), url: 'https://webpay3gint.transbank.cl/webpayserver/initTransaction' },
  confirm: { paid: true, status: 'AUTHORIZED', response_code: 0, amount: 45000, buy_order: 'Paw25a00000000000000000001', authorization_code: '1213', card_number: '6623', transaction_date: '2025-08-01T12:00:00.000Z', payment_type_code: 'VN' },
  abortpayment: { estado: 'abortada' },
  finalconfirm: { estado: 'pagada', ticket: 'abcdefghijklmno' },
  sendmailentrada: { sent: true, status: 'sent' },
  qrentrada: { url: 'https://example.org/entrada?id=abcdefghijklmno&t=S1&s=x' },
  reembolsar: { estado: 'reembolsada', mailed: true },
  sendmailpagar: { message: 'Payment mail sent', correoEnviado: 'si', id: 'abcdefghijklmno' },
  sendmailapurate: { sent: true },
  updateuserlegal: { id: 'abcdefghijklmno', nombreEnDocumento: 'Ana Pérez', correction: 'bcdefghijklmnop', mailed: true },
}

describe('function contracts (src/domain/function-contracts.ts)', () => {
  it('name every POST function in functions/, and each reads its body through its contract', () => {
    const posts = readdirSync(functionsDir)
      .filter((file) => file.endsWith('.mts'))
      .filter((file) => /endpoint\(\['POST'\]/.test(readFileSync(path.join(functionsDir, file), 'utf8')))
      .map((file) => file.replace('.mts', ''))
      // The reconciliation's triggers read no body and answer operators, not the SPA.
      .filter((name) => name !== 'reconcile' && name !== 'reconcile-scheduled')
    expect(Object.keys(REQUEST_FIELDS).sort()).toEqual(posts.sort())
    for (const name of posts) {
      const source = readFileSync(path.join(functionsDir, `${name}.mts`), 'utf8')
      expect(source, name).not.toMatch(/onlyFields\(/)
    }
  })

  it('accept what each function answers', () => {
    for (const name of Object.keys(ANSWERS) as FunctionName[]) {
      expect(ANSWER_CHECKS[name](ANSWERS[name]), name).toBe(true)
    }
    expect(ANSWER_CHECKS.confirm(null)).toBe(true)
  })

  it('refuse answers of another shape: missing fields, wrong types, unknown states, non-objects', () => {
    expect(ANSWER_CHECKS.updatetokenentregada({ token: 'a'.repeat(64) })).toBe(false)
    expect(ANSWER_CHECKS.confirm({ ...ANSWERS.confirm, amount: '45000' })).toBe(false)
    expect(ANSWER_CHECKS.abortpayment({ estado: 'pagada' })).toBe(false)
    expect(ANSWER_CHECKS.reembolsar({ estado: 'reembolsada' })).toBe(false)
    expect(ANSWER_CHECKS.sendmailapurate({ sent: false })).toBe(false)
    expect(ANSWER_CHECKS.qrentrada('https://example.org')).toBe(false)
    expect(ANSWER_CHECKS.pideentrada(null)).toBe(false)
    expect(ANSWER_CHECKS.pideentrada([{ message: 'x' }])).toBe(false)
  })

  it('the public ticket answer of GET entrada: states, and the replacing type when there is one', () => {
    const ticket = { estado: 'reemplazada', tipo: 'B1', nombreTipo: 'General', nombreTipoIngles: 'General', reemplazadaPor: { tipo: 'S1', nombreTipo: 'Sponsor', nombreTipoIngles: 'Sponsor' } }
    expect(isPublicTicket(ticket)).toBe(true)
    expect(isPublicTicket({ ...ticket, reemplazadaPor: null })).toBe(true)
    expect(isPublicTicket({ ...ticket, estado: 'robada' })).toBe(false)
    expect(isPublicTicket({ ...ticket, reemplazadaPor: { tipo: 'S1' } })).toBe(false)
  })
})
