import type { Bilingual } from '@/i18n/use-copy'

// What the buy page's result dialog says after a request (result-modal.tsx): it downloads with the
// live catalogue, after the first paint, so its texts stay out of the first load.
const es = {
  close: 'Cerrar',
  login: 'Ingresar',
  goToProfile: 'Ir a mi perfil',
  success: { title: '¡Felicidades! Tu solicitud fue enviada', body: 'Ya estás en la fila. Te escribiremos cuando tu entrada esté aprobada.' },
  legalIncomplete: {
    title: '¡Faltan datos!',
    body: 'Puede que falte parte de tu información legal. Tu nombre y fecha de nacimiento son lo mínimo para pedir una entrada',
  },
  alreadyRequested: {
    title: '¡Oh no!',
    body: 'Ya pediste una entrada. Si te equivocaste, por favor contáctanos',
  },
  notLoggedIn: { title: '¡Ups!', body: 'Debes ingresar a tu cuenta para pedir una entrada' },
  refused: { title: 'No pudimos registrar tu solicitud' },
  failure: { title: 'Error', body: 'Algo salió mal al procesar tu solicitud. Inténtalo de nuevo en un momento.' },
  refusals: {
    notVerified: 'Primero verifica tu correo: revisa tu bandeja de entrada.',
    banned: 'Tu cuenta no puede pedir entradas. Si crees que es un error, contáctanos.',
    notAvailable: 'Esta entrada no está disponible en este momento.',
    notAnUpgrade: 'Solo puedes pedir una entrada de nivel y valor mayor a la que ya tienes.',
    pendingPayment: 'Ya tienes una entrada aprobada por pagar. Págala antes de pedir otra.',
    saleClosed: 'La venta de entradas de esta edición está cerrada.',
    rateLimited: 'Demasiadas solicitudes seguidas. Espera unos segundos e inténtalo de nuevo: tu sesión sigue abierta.',
  },
}

const en: typeof es = {
  close: 'Close',
  login: 'Log in',
  goToProfile: 'Go to my profile',
  success: { title: 'Congratulations! Your request has been sent', body: 'You are in the queue. We will e-mail you when your ticket is approved.' },
  legalIncomplete: {
    title: 'Missing data!',
    body: 'Some of your legal information might be missing. Your name and birthday are the minimum requirements to request a ticket',
  },
  alreadyRequested: {
    title: 'Oh no!',
    body: 'You already requested a ticket. If you made a mistake, please contact us',
  },
  notLoggedIn: { title: 'Ooops!', body: 'You must be logged in your account to request a ticket' },
  refused: { title: 'We could not register your request' },
  failure: { title: 'Error', body: 'Something went wrong while processing your request. Please try again in a moment.' },
  refusals: {
    notVerified: 'Verify your e-mail first: check your inbox.',
    banned: 'Your account cannot request tickets. If you think this is a mistake, contact us.',
    notAvailable: 'This ticket is not available right now.',
    notAnUpgrade: 'You can only request a ticket of a higher level and price than the one you hold.',
    pendingPayment: 'You already have an approved ticket waiting for payment. Pay it before requesting another.',
    saleClosed: 'Ticket sales for this edition are closed.',
    rateLimited: 'Too many requests in a row. Wait a few seconds and try again: you are still logged in.',
  },
}

export const resultModalCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
