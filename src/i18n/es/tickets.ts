import { EVENT } from '../../domain/event'

/** The Buy page (SPEC §2 Buy, §8 ticket request responses). */
export const tickets = {
  /** Locale for Intl dates (Chile time zone). */
  intlLocale: 'es-CL',
  /** The page's title while the sale is not open (t.routes.buy invites to buy). */
  titleNotOnSale: 'Venta de entradas',
  lead: 'Elige tu nivel, únete a la fila y te avisaremos por correo cuando tu entrada esté lista para pagar.',
  howTo: {
    title: 'Cómo funciona la fila',
    /** `paymentMinutes`: the current edition's payment window. */
    steps: (paymentMinutes: number) => [
      'Crea tu cuenta, verifica tu correo y completa tu información legal en tu perfil (nombre y fecha de nacimiento como mínimo).',
      'Elige una entrada disponible y presiona «Unirse a la fila». Solo puedes tener una solicitud abierta a la vez.',
      'El equipo revisa la fila por orden de llegada. Cuando aprobemos tu solicitud te enviaremos un correo.',
      `Vuelve a esta página para pagar con tarjeta: una vez aceptados los términos tienes ${paymentMinutes} minutos para completar el pago.`,
    ],
  },
  waitlist: {
    title: '¿Se agotó tu entrada?',
    text: 'Únete a la lista de espera: si se libera un cupo, avisamos primero en el chat. Las entradas de la lista de espera son solo General, no tienen reembolso y no se pueden mejorar.',
    button: 'Escríbenos por el chat de espera',
  },
  legalReminder: {
    title: 'Antes de pedir tu entrada',
    /** `ageCutoff`: the current edition's cut-off day in words. */
    text: (ageCutoff: string) =>
      `Tu nombre y fecha de nacimiento deben estar en tu información legal, tal como aparecen en tu documento. Debes tener ${EVENT.minimumAge} años o más al ${ageCutoff}.`,
    link: 'Completar mi información legal',
  },
  catalogue: {
    title: 'Entradas',
    loading: 'Cargando entradas…',
    empty: 'Todavía no hay entradas a la venta. ¡Atento a nuestras redes!',
    loadError: 'No pudimos cargar las entradas. Revisa tu conexión e inténtalo de nuevo.',
    price: 'Precio',
    state: 'Estado',
    type: 'Tipo',
    levels: { general: 'General', sponsor: 'Sponsor', superSponsor: 'Super Sponsor', mega: 'MEGA' },
    phases: { earlyBird: 'Preventa', secondSale: 'Segunda venta', unique: 'Valor único' },
    states: { disponible: 'Disponible', agotada: 'Agotada', anunciada: '¡Pronto!', creada: 'Borrador' },
    soon: '¡Pronto!',
    soldOut: 'Agotada',
    yours: 'Tu entrada',
    join: 'Unirse a la fila',
    upgrade: 'Pedir mejora',
    unavailable: 'No disponible',
    sending: 'Enviando…',
    owned: 'Tu nivel actual',
    imageAlt: (name: string) => `Arte de la entrada ${name}`,
  },
  queue: {
    title: 'Entrada(s) en la fila',
    status: 'En la fila',
    requestedOn: 'Pedida el',
    position: (n: number) => `Tu lugar en la fila: ${n}`,
    declinedTitle: 'Tu solicitud no pudo atenderse',
    declined: (name: string) =>
      `${name ? `La entrada ${name}` : 'La entrada que pediste'} se agotó antes de llegar tu turno, así que tu solicitud se cerró sin cobro. Puedes pedir otra entrada disponible o unirte a la lista de espera.`,
    positionUnknown: 'Calculando tu lugar en la fila…',
  },
  benefits: {
    title: 'Beneficios',
    tiersLabel: 'Incluido en',
  },
  faq: {
    title: 'Preguntas frecuentes',
    expandAll: 'Abrir todas',
    collapseAll: 'Cerrar todas',
    sections: { espera: 'Espera', venta: 'Venta' },
  },
}
