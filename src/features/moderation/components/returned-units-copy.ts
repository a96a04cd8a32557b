import type { Bilingual } from '@/i18n/use-copy'

// /adminsell's notice of returned units, in both languages, with the page (out of the first load).
const es = {
  title: 'Unidades devueltas',
  returned: (units: number, type: string, waiting: number) =>
    `${type}: ${units === 1 ? '1 unidad devuelta' : `${units} unidades devueltas`} — ${waiting === 1 ? '1 persona espera' : `${waiting} personas esperan`}.`,
  approveNext: 'Aprobar siguiente',
  approveNextOf: (type: string) => `Aprobar a la siguiente persona en la fila de ${type}`,
  approved: (orderId: string) => `Aprobada la siguiente de la fila: orden ${orderId}, cobro enviado por correo.`,
  approvedMailFailed: (orderId: string) => `Aprobada la siguiente de la fila: orden ${orderId}. El correo de cobro no salió: reenvíalo desde Eliminar.`,
}

const en: typeof es = {
  title: 'Returned units',
  returned: (units, type, waiting) => `${type}: ${units === 1 ? '1 unit returned' : `${units} units returned`} — ${waiting === 1 ? '1 person waiting' : `${waiting} people waiting`}.`,
  approveNext: 'Approve next',
  approveNextOf: (type) => `Approve the next person in the ${type} queue`,
  approved: (orderId) => `Approved the next in the queue: order ${orderId}, payment request mailed.`,
  approvedMailFailed: (orderId) => `Approved the next in the queue: order ${orderId}. The payment request mail did not go out: resend it from Remove.`,
}

export const returnedUnitsCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
