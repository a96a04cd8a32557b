import { EVENT } from '../../../domain/event'
import type { Bilingual } from '@/i18n/use-copy'

interface Chapter {
  title: string
  /** Articles in order; numbering continues across chapters (1–39). */
  articles: { n: number; text: string }[]
}

/** The current edition's facts in words, as the articles name them (src/domain/event-dates.ts). */
export interface EditionWords {
  dates: string
  ageCutoff: string
}

// PLACEHOLDER: article wording is a draft for the organisers' lawyer to replace. The facts it states
// (age, refund period, waitlist tickets, warnings, panel dates and times) come from SPEC §9.
const es = {
  /** `year`: the current edition's (editionYear). */
  description: (year: string | null) => `Reglamento de ${EVENT.name}${year ? ` ${year}` : ''}: edad mínima, entradas y devoluciones, convivencia, fursuits, fotografía, sanciones y reglas para paneles.`,
  intro: 'Al comprar una entrada o participar en Monster Invasion aceptas este reglamento. Léelo con calma: está hecho para cuidarnos entre todos.',
  companyTitle: 'Organiza',
  legalName: 'Razón social',
  taxId: 'RUT',
  legalRepresentative: 'Representante legal',
  chaptersTitle: 'Reglamento general',
  articlesRange: (from: number, to: number) => `Artículos ${from} a ${to}`,
  article: (n: number) => `Artículo ${n}`,
  panelsTitle: 'Reglas para paneles',
  panelsIntro: 'Si quieres presentar un panel, taller o actividad, estas reglas aplican además del reglamento general.',
  chapters: ({ dates, ageCutoff }: EditionWords): Chapter[] => [
    {
      title: 'Disposiciones generales',
      articles: [
        { n: 1, text: `Este reglamento regula la participación en ${EVENT.name}, convención furry que se realiza ${dates} en Santiago de Chile.` },
        { n: 2, text: 'La convención es organizada por la empresa indicada al inicio de esta página, que actúa como responsable del evento.' },
        { n: 3, text: 'Las normas aplican a asistentes, staff, invitados, panelistas y vendedores en todos los espacios de la convención.' },
        { n: 4, text: 'Comprar una entrada o ingresar al evento implica conocer y aceptar este reglamento.' },
        { n: 5, text: `Para asistir debes tener ${EVENT.minimumAge} años o más cumplidos al ${ageCutoff}.` },
        { n: 6, text: 'Debes portar un documento de identidad vigente; el nombre debe coincidir con el registrado en tu perfil.' },
      ],
    },
    {
      title: 'Entradas y acreditación',
      articles: [
        { n: 7, text: 'Las entradas son personales e intransferibles y están asociadas a tu cuenta.' },
        { n: 8, text: 'Tu credencial debe estar visible durante todo el evento; si la pierdes, avisa en acreditación.' },
        { n: 9, text: `Puedes retractarte de tu compra y pedir la devolución dentro de ${EVENT.refundPeriodDays} días corridos desde el pago.` },
        { n: 10, text: 'Las entradas de la lista de espera no son reembolsables, son solo de nivel general y no pueden mejorarse a otro nivel.' },
        { n: 11, text: 'Mejorar tu entrada a un nivel superior cuesta la diferencia entre el nuevo precio y lo que ya pagaste.' },
      ],
    },
    {
      title: 'Convivencia',
      articles: [
        { n: 12, text: 'Trata a todas las personas con respeto, sin importar su identidad, origen, cuerpo o especie.' },
        { n: 13, text: 'El acoso de cualquier tipo no se tolera y puede significar la expulsión inmediata.' },
        { n: 14, text: 'Pide permiso antes de abrazar, tocar o fotografiar a alguien, con o sin fursuit.' },
        { n: 15, text: 'No tires de colas, orejas ni partes de un fursuit: son trajes delicados y costosos.' },
        { n: 16, text: 'Está prohibido asistir bajo la influencia de drogas o en estado de ebriedad.' },
        { n: 17, text: 'No se permiten armas ni réplicas que puedan confundirse con armas reales.' },
        { n: 18, text: 'Cuida las instalaciones del hotel; los daños serán responsabilidad de quien los cause.' },
        { n: 19, text: 'Tres advertencias verbales del staff significan la expulsión del evento.' },
      ],
    },
    {
      title: 'Fursuits y espacios',
      articles: [
        { n: 20, text: 'Habrá una sala de descanso para fursuiters; solo pueden entrar quienes usan fursuit y su ayudante.' },
        { n: 21, text: 'Te recomendamos andar con un ayudante (spotter) cuando uses fursuit en zonas concurridas.' },
        { n: 22, text: 'Hidrátate y toma descansos: el staff puede pedirte hacer una pausa si te ve en riesgo.' },
        { n: 23, text: 'Los pasillos y salidas de emergencia deben mantenerse despejados.' },
        { n: 24, text: 'Respeta las normas y horarios de silencio del hotel y de sus otros huéspedes.' },
        { n: 25, text: 'Los objetos perdidos se entregan en acreditación y se guardan hasta el final del evento.' },
        { n: 26, text: 'No se permite el ingreso de menores de edad, ni siquiera acompañados.' },
      ],
    },
    {
      title: 'Fotografía y contenido',
      articles: [
        { n: 27, text: 'Puedes tomar fotos para uso personal siempre que las personas retratadas estén de acuerdo.' },
        { n: 28, text: 'Las transmisiones en vivo desde el evento requieren autorización previa de la organización.' },
        { n: 29, text: 'La organización puede usar fotos oficiales del evento en sus redes; avísanos si no quieres aparecer.' },
        { n: 30, text: 'Tus datos personales se usan solo para gestionar tu participación y no se comparten con terceros.' },
      ],
    },
    {
      title: 'Seguridad, sanciones y disposiciones finales',
      articles: [
        { n: 31, text: 'El staff está identificado y sus indicaciones deben seguirse en todo momento.' },
        { n: 32, text: 'Si ves o sufres una situación incómoda, avisa a cualquier persona del staff o escríbenos.' },
        { n: 33, text: 'Según la gravedad, una falta puede significar una advertencia, la suspensión o la expulsión.' },
        { n: 34, text: 'La expulsión por faltas al reglamento no da derecho a devolución.' },
        { n: 35, text: 'En caso de emergencia, sigue las instrucciones del staff y del personal del hotel.' },
        { n: 36, text: 'El programa de actividades puede cambiar; los cambios se anunciarán en nuestras redes.' },
        { n: 37, text: 'Si el evento no puede realizarse por fuerza mayor, se informarán las opciones a los asistentes.' },
        { n: 38, text: 'La organización puede actualizar este reglamento; la versión vigente es la publicada aquí.' },
        { n: 39, text: 'Cualquier consulta sobre este reglamento puede hacerse a nuestro correo de contacto.' },
      ],
    },
  ],
  panels: [
    {
      title: 'Convocatoria',
      points: ['La convocatoria a paneles cierra el 31 de mayo.', 'Los paneles seleccionados se anuncian el 15 de junio.'],
    },
    {
      title: 'Cómo postular',
      points: ['Envía título, descripción, duración y necesidades técnicas.', 'Cada propuesta indica una persona responsable.'],
    },
    {
      title: 'Horarios',
      points: [
        'Tienes 15 minutos para montar antes de tu panel y 15 minutos para desmontar al terminar.',
        'Respeta la hora de término: después de ti hay otro panel.',
      ],
    },
    {
      title: 'Contenido',
      points: ['El contenido debe respetar el reglamento general.', 'Avisa en tu propuesta si tratarás temas sensibles.'],
    },
    {
      title: 'Equipamiento',
      points: ['La sala cuenta con proyector, audio y micrófono.', 'Trae tus adaptadores y prueba tu material durante el montaje.'],
    },
    {
      title: 'Cancelaciones',
      points: ['Si no puedes presentar, avísanos lo antes posible.', 'La organización puede reprogramar paneles por motivos de fuerza mayor.'],
    },
  ],
}

const en: typeof es = {
  description: (year: string | null) => `${EVENT.name}${year ? ` ${year}` : ''} rules: minimum age, tickets and refunds, conduct, fursuits, photography, sanctions and panel rules.`,
  intro: 'By buying a ticket or taking part in Monster Invasion you accept these rules. Read them calmly: they exist so we all look after each other.',
  companyTitle: 'Organised by',
  legalName: 'Legal name',
  taxId: 'Tax ID (RUT)',
  legalRepresentative: 'Legal representative',
  chaptersTitle: 'General rules',
  articlesRange: (from: number, to: number) => `Articles ${from} to ${to}`,
  article: (n: number) => `Article ${n}`,
  panelsTitle: 'Panel rules',
  panelsIntro: 'If you want to present a panel, workshop or activity, these rules apply on top of the general rules.',
  chapters: ({ dates, ageCutoff }: EditionWords): Chapter[] => [
    {
      title: 'General provisions',
      articles: [
        { n: 1, text: `These rules govern participation in ${EVENT.name}, a furry convention held ${dates} in Santiago, Chile.` },
        { n: 2, text: 'The convention is organised by the company named at the top of this page, which is responsible for the event.' },
        { n: 3, text: 'The rules apply to attendees, staff, guests, panelists and vendors in every space of the convention.' },
        { n: 4, text: 'Buying a ticket or entering the event means you know and accept these rules.' },
        { n: 5, text: `To attend you must be ${EVENT.minimumAge} or older by ${ageCutoff}.` },
        { n: 6, text: 'Carry a valid identity document; its name must match the one in your profile.' },
      ],
    },
    {
      title: 'Tickets and registration',
      articles: [
        { n: 7, text: 'Tickets are personal, non-transferable and tied to your account.' },
        { n: 8, text: 'Your badge must be visible during the whole event; if you lose it, tell registration.' },
        { n: 9, text: `You may withdraw from your purchase and ask for a refund within ${EVENT.refundPeriodDays} calendar days of paying.` },
        { n: 10, text: 'Waitlist tickets are non-refundable, general level only, and cannot be upgraded.' },
        { n: 11, text: 'Upgrading to a higher level costs the difference between the new price and what you already paid.' },
      ],
    },
    {
      title: 'Conduct',
      articles: [
        { n: 12, text: 'Treat everyone with respect, whatever their identity, origin, body or species.' },
        { n: 13, text: 'Harassment of any kind is not tolerated and can lead to immediate expulsion.' },
        { n: 14, text: 'Ask before hugging, touching or photographing anyone, in fursuit or not.' },
        { n: 15, text: 'Do not pull tails, ears or parts of a fursuit: they are delicate and expensive.' },
        { n: 16, text: 'Attending under the influence of drugs or drunk is forbidden.' },
        { n: 17, text: 'Weapons, and replicas that could be mistaken for real weapons, are not allowed.' },
        { n: 18, text: "Take care of the hotel's facilities; whoever causes damage is responsible for it." },
        { n: 19, text: 'Three verbal warnings from staff lead to expulsion from the event.' },
      ],
    },
    {
      title: 'Fursuits and spaces',
      articles: [
        { n: 20, text: 'There will be a fursuit lounge; only people in fursuit and their helper may enter.' },
        { n: 21, text: 'We recommend walking with a helper (spotter) when in fursuit in crowded areas.' },
        { n: 22, text: 'Drink water and take breaks: staff may ask you to pause if they see you at risk.' },
        { n: 23, text: 'Corridors and emergency exits must be kept clear.' },
        { n: 24, text: "Respect the hotel's quiet hours and its other guests." },
        { n: 25, text: 'Lost items go to registration and are kept until the end of the event.' },
        { n: 26, text: 'Minors may not enter, not even accompanied.' },
      ],
    },
    {
      title: 'Photography and content',
      articles: [
        { n: 27, text: 'You may take photos for personal use as long as the people in them agree.' },
        { n: 28, text: 'Live streaming from the event needs prior permission from the organisers.' },
        { n: 29, text: "The organisers may use official event photos on their networks; tell us if you'd rather not appear." },
        { n: 30, text: 'Your personal data is used only to manage your participation and is not shared with third parties.' },
      ],
    },
    {
      title: 'Safety, sanctions and final provisions',
      articles: [
        { n: 31, text: 'Staff are identified and their instructions must be followed at all times.' },
        { n: 32, text: 'If you see or suffer an uncomfortable situation, tell any staff member or write to us.' },
        { n: 33, text: 'Depending on its seriousness, a breach may lead to a warning, suspension or expulsion.' },
        { n: 34, text: 'Expulsion for breaking the rules gives no right to a refund.' },
        { n: 35, text: 'In an emergency, follow the instructions of staff and hotel personnel.' },
        { n: 36, text: 'The programme may change; changes will be announced on our social media.' },
        { n: 37, text: 'If the event cannot take place due to force majeure, attendees will be told their options.' },
        { n: 38, text: 'The organisers may update these rules; the version in force is the one published here.' },
        { n: 39, text: 'Questions about these rules can be sent to our contact e-mail.' },
      ],
    },
  ],
  panels: [
    { title: 'Call for panels', points: ['The call for panels closes on 31 May.', 'Selected panels are announced on 15 June.'] },
    {
      title: 'How to apply',
      points: ['Send a title, description, duration and technical needs.', 'Each proposal names one person in charge.'],
    },
    {
      title: 'Schedule',
      points: [
        'You have 15 minutes to set up before your panel and 15 minutes to tear down after it.',
        'Finish on time: another panel comes after yours.',
      ],
    },
    {
      title: 'Content',
      points: ['Content must respect the general rules.', 'Say in your proposal if you will cover sensitive topics.'],
    },
    {
      title: 'Equipment',
      points: ['The room has a projector, sound and a microphone.', 'Bring your own adapters and test your material during setup.'],
    },
    {
      title: 'Cancellations',
      points: ['If you cannot present, tell us as soon as possible.', 'The organisers may reschedule panels for reasons of force majeure.'],
    },
  ],
}

export const rulesCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
