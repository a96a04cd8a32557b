import { describe, expect, it } from 'vitest'
import { daysLeft, reminderToSend, rightsDueAt, rightsReminderMail } from '@/domain/privacy-rights'

describe('rightsDueAt (Ley 21.719: 30 calendar days, once extendable by 30)', () => {
  it('ends with the 30th calendar day after the day of receipt on Chile’s clock', () => {
    // 10 November 2026, 12:00 in Chile (summer time, UTC−3) → due at the end of 10 December in Chile.
    expect(rightsDueAt(new Date('2026-11-10T15:00:00Z')).toISOString()).toBe('2026-12-11T02:59:59.999Z')
  })

  it('counts the day of receipt in Chile, not in UTC', () => {
    // 1 December 2026 01:00 UTC is still 30 November in Chile.
    expect(rightsDueAt(new Date('2026-12-01T01:00:00Z')).toISOString()).toBe('2026-12-31T02:59:59.999Z')
  })

  it('follows Chile’s change of clock between receipt and due date', () => {
    // Received 20 March 2027 (UTC−3); due 19 April 2027, after summer time ended (UTC−4).
    expect(rightsDueAt(new Date('2027-03-20T15:00:00Z')).toISOString()).toBe('2027-04-20T03:59:59.999Z')
  })

  it('the extension adds 30 more calendar days', () => {
    expect(rightsDueAt(new Date('2026-11-10T15:00:00Z'), true).toISOString()).toBe('2027-01-10T02:59:59.999Z')
  })
})

describe('reminderToSend', () => {
  const due = new Date('2026-12-11T02:59:59.999Z')
  const none = { seven: false, two: false }
  it('sends the 7-day reminder once, then the 2-day one once', () => {
    expect(reminderToSend(due, new Date('2026-12-01T00:00:00Z'), none)).toBeNull()
    expect(reminderToSend(due, new Date('2026-12-04T12:00:00Z'), none)).toBe(7)
    expect(reminderToSend(due, new Date('2026-12-05T12:00:00Z'), { seven: true, two: false })).toBeNull()
    expect(reminderToSend(due, new Date('2026-12-09T12:00:00Z'), { seven: true, two: false })).toBe(2)
    expect(reminderToSend(due, new Date('2026-12-10T12:00:00Z'), { seven: true, two: true })).toBeNull()
  })
  it('a missed 7-day mark sends only the 2-day reminder, and nothing once overdue', () => {
    expect(reminderToSend(due, new Date('2026-12-09T12:00:00Z'), none)).toBe(2)
    expect(reminderToSend(due, new Date('2026-12-12T00:00:00Z'), none)).toBeNull()
  })
  it('counts whole days left', () => {
    expect(daysLeft(due, new Date('2026-12-04T02:59:59.999Z'))).toBe(7)
  })
})

describe('rightsReminderMail', () => {
  it('is bilingual and states the due date in Chile time', () => {
    const mail = rightsReminderMail({ right: 'supresion', dueAt: new Date('2026-12-11T02:59:59.999Z'), days: 2, inboxUrl: 'https://x.test/adminderechos' })
    expect(mail.subject).toContain('supresión vence en 2 días / deletion request due in 2 days')
    expect(mail.es.join(' ')).toContain('10 de diciembre de 2026, 23:59 (hora de Chile)')
    expect(mail.en.join(' ')).toContain('10 December 2026, 11:59 pm (Chile time)')
  })
})
