import { describe, expect, it } from 'vitest'
import { holderFacingRefusal, isTransferDeadline, recipientProblem, recipientQuery, transferMail, transfersOpen, TRANSFER_REFUSALS, type RecipientFacts } from '../../src/domain/ticket-transfer'

const eligible: RecipientFacts = { verified: true, legalName: 'Ana Pérez', birthday: '1995-05-05', banned: false, underReview: false, holdsTicket: false }

describe('ticket transfer rules', () => {
  it('is open through the deadline’s last day (Chile) and closed without a deadline', () => {
    expect(transfersOpen('2026-08-20', '2026-08-20')).toBe(true)
    expect(transfersOpen('2026-08-20', '2026-08-21')).toBe(false)
    expect(transfersOpen('', '2026-01-01')).toBe(false)
    expect(isTransferDeadline('')).toBe(true)
    expect(isTransferDeadline('2026-02-30')).toBe(false)
    expect(isTransferDeadline('2026-02-28')).toBe(true)
  })

  it('names the first reason a recipient cannot take a ticket', () => {
    expect(recipientProblem(eligible)).toBeNull()
    expect(recipientProblem({ ...eligible, verified: false, banned: true })).toBe('recipientUnverified')
    expect(recipientProblem({ ...eligible, birthday: '' })).toBe('recipientLegalIncomplete')
    expect(recipientProblem({ ...eligible, legalName: ' ' })).toBe('recipientLegalIncomplete')
    expect(recipientProblem({ ...eligible, banned: true })).toBe('recipientBanned')
    expect(recipientProblem({ ...eligible, underReview: true })).toBe('recipientUnderReview')
    expect(recipientProblem({ ...eligible, holdsTicket: true })).toBe('recipientHoldsTicket')
  })

  it('tells the holder only that the recipient is not eligible, never why', () => {
    for (const code of TRANSFER_REFUSALS.filter((c) => c.startsWith('recipient') && c !== 'recipientUnknown')) expect(holderFacingRefusal(code)).toBe('recipientNotEligible')
    expect(holderFacingRefusal('recipientUnknown')).toBe('recipientUnknown')
    expect(holderFacingRefusal('closed')).toBe('closed')
  })

  it('reads an e-mail or a username, nothing else', () => {
    expect(recipientQuery(' Ana@Example.CL ')).toEqual({ email: 'ana@example.cl' })
    expect(recipientQuery('nube_azul')).toEqual({ username: 'nube_azul' })
    expect(recipientQuery('no spaces')).toBeNull()
    expect(recipientQuery('ab')).toBeNull()
    expect(recipientQuery('a@b@c')).toBeNull()
  })

  it('writes every mail in Spanish and English', () => {
    const facts = { event: 'Monster Invasion', levelEs: 'Patrocinador', levelEn: 'Sponsor', orderID: 'Paw25a00000000000000000012', appUrl: 'https://example.cl' }
    for (const kind of ['given', 'received', 'reversedGiver', 'reversedReceiver'] as const) {
      const mail = transferMail(kind, facts)
      expect(mail.es.join(' ')).toContain('Patrocinador')
      expect(mail.en.join(' ')).toContain('Sponsor')
      expect(mail.subject).toContain('·')
    }
    expect(transferMail('received', facts).en.join(' ')).toContain('https://example.cl/profile')
  })
})
