import { describe, expect, it } from 'vitest'
import { paymentReminderMail } from '@/domain/payment-reminder-mail'

const facts = { name: 'Ana', typeEs: 'General Preventa', typeEn: 'General Early Bird', amount: '$45.000', orderId: 'Paw25a00000000000000000042', buyUrl: 'https://monsterinvasion.cl/buy' }

describe('the one payment reminder (nightly job and a moderator’s reminder)', () => {
  it('names the ticket, amount, order and the deadline on Chile’s clock, in Spanish then English', () => {
    const mail = paymentReminderMail({ ...facts, deadline: new Date('2026-11-26T18:04:00Z') })
    expect(mail.subject).toBe('Monster Invasion: recordatorio de pago / payment reminder ($45.000)')
    expect(mail.es).toEqual([
      '¡Hola Ana! Tu entrada General Preventa para Monster Invasion sigue pendiente de pago.',
      'Monto: $45.000 CLP. Orden: Paw25a00000000000000000042.',
      'Paga en https://monsterinvasion.cl/buy antes del 26 de noviembre de 2026, 15:04 (hora de Chile); después se libera tu cupo.',
    ])
    expect(mail.en[2]).toBe('Pay at https://monsterinvasion.cl/buy before 26 November 2026, 3:04 pm (Chile time); after that your spot is released.')
  })

  it('without a name or a deadline it still reads whole', () => {
    const mail = paymentReminderMail({ ...facts, name: '', deadline: null })
    expect(mail.es[0]).toBe('¡Hola! Tu entrada General Preventa para Monster Invasion sigue pendiente de pago.')
    expect(mail.en[2]).toBe('Pay at https://monsterinvasion.cl/buy before your spot is released.')
  })
})
