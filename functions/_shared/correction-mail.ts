import { EVENT } from '../../src/domain/event.ts'
import type { OutgoingMail } from './mailer.ts'
import { bilingualBody } from '../../src/domain/mail-layout.ts'

/** The bilingual notice that a correction the attendee asked for was made (no data in the mail). */
export function correctionMail(input: { to: string; appUrl: string }): OutgoingMail {
  const link = `${input.appUrl}/profile`
  const es = [`Revisamos tu solicitud de corrección y actualizamos tus datos legales en ${EVENT.name}.`, `Puedes verlos en tu perfil: ${link}`]
  const en = [`We reviewed your correction request and updated your legal data at ${EVENT.name}.`, `You can see it on your profile: ${link}`]
  return { to: input.to, subject: `${EVENT.name}: corregimos tus datos / we corrected your data`, ...bilingualBody(es, en) }
}
