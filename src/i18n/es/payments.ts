/** Pay block, payment return page (/webpayretorno) and the public ticket page (/entrada). */
export const payments = {
  levels: { general: 'General', sponsor: 'Sponsor', superSponsor: 'Super Sponsor', mega: 'MEGA' },
  payBlock: {
    title: 'Paga tu entrada',
    level: 'Nivel',
    ticket: 'Entrada',
    amount: 'Monto a pagar',
    order: 'Orden de compra',
    terms: 'Acepto los términos y condiciones de compra y el reglamento del evento.',
    termsLink: 'Leer el reglamento',
    /** `minutes`: the current edition's payment window. */
    window: (minutes: number) => `Al pagar tendrás ${minutes} minutos para completar el pago con tarjeta en Webpay.`,
    pay: 'Pagar',
    paying: 'Redirigiendo a Webpay…',
    loading: 'Cargando tu entrada…',
    errors: {
      forbidden: 'Tu cuenta no puede pagar esta entrada. Escríbenos si crees que es un error.',
      conflict: 'Esta entrada ya no se puede pagar o ya fue pagada. Revisa tu perfil.',
      provider: 'El servicio de pago no está disponible en este momento. No se hizo ningún cargo; intenta de nuevo en unos minutos.',
      busy: 'Estamos preparando tu pago; intenta de nuevo en un momento.',
      generic: 'No pudimos iniciar el pago. Intenta de nuevo.',
    },
    deadline: 'Paga antes del',
    deadlineNote: 'Si no pagas a tiempo, tu cupo vuelve a la venta y tendrás que volver a la fila.',
  },
  return: {
    pleaseWait: 'Por favor espera...',
    thanks: '¡Gracias! Tu entrada está siendo procesada',
    thanksDetail: 'Te enviamos tu entrada con su código QR por correo. También la verás en tu perfil.',
    error: 'Error al confirmar la transacción.',
    errorDetail:
      'Revisa tu perfil y tu correo electrónico: si el pago se realizó, tu entrada aparecerá allí en unos minutos. Si no aparece, escríbenos a soporte indicando tu correo y la hora del pago.',
    rejected: 'Transacción rechazada.',
    toProfile: 'Ir a mi perfil',
    toBuy: 'Volver a entradas',
  },
}
