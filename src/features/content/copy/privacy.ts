import { EVENT } from '../../../domain/event'
import type { Bilingual } from '@/i18n/use-copy'

interface Section {
  id: string
  title: string
  points: string[]
}

// The privacy notice (Ley 21.719, information before collection). The controller's name, tax id and
// contact address are organiser content and shown by the page; these texts state what the site does
// (docs/privacy.md), for the organisers' lawyer to review.
const es = {
  title: 'Aviso de privacidad',
  description: `Qué datos personales recoge ${EVENT.name}, para qué, con qué base legal, con quién se comparten, cuánto tiempo se guardan y cómo ejercer tus derechos.`,
  intro: 'Léelo antes de darnos tus datos. Explica qué hacemos con ellos según la Ley 21.719 de protección de datos personales de Chile.',
  version: (v: string) => `Versión del ${v}`,
  controllerTitle: 'Responsable de tus datos',
  legalName: 'Razón social',
  taxId: 'RUT',
  contact: 'Correo de contacto',
  sections: [
    {
      id: 'data',
      title: 'Qué datos recogemos',
      points: [
        'Tu cuenta: correo, nombre de usuario y contraseña (guardada como hash).',
        'Tu perfil: nombre en la credencial, pronombres, personaje, talla de polera y foto.',
        'Tus datos legales: tipo, número y país del documento de identidad, nombre en el documento y fecha de nacimiento.',
        'Tus datos de salud, solo si decides darlos: condiciones médicas, restricciones alimentarias, un contacto de emergencia y tus necesidades de accesibilidad. Son datos sensibles.',
        'Tus solicitudes, entradas y pagos (no guardamos los datos de tu tarjeta: los maneja Transbank).',
      ],
    },
    {
      id: 'purposes',
      title: 'Para qué los usamos y con qué base legal',
      points: [
        'Vender, cobrar y validar tu entrada, y verificar tu edad e identidad en la puerta: ejecución del contrato de compra de tu entrada.',
        'Conservar los registros de pagos: cumplimiento de obligaciones legales tributarias y contables.',
        'Hacer cumplir el reglamento y la seguridad del evento (por ejemplo, sanciones): interés legítimo de la organización y de los demás asistentes.',
        'Datos de salud y de accesibilidad: cuidar tu seguridad durante el evento y preparar el acceso que necesitas (la organización solo ve cuántas personas necesitan cada cosa, nunca quién). Solo con tu consentimiento explícito, separado y que puedes retirar cuando quieras.',
      ],
    },
    {
      id: 'recipients',
      title: 'Con quién los compartimos',
      points: [
        'Transbank (Webpay Plus), para procesar tus pagos.',
        'Nuestro proveedor de correo electrónico, para enviarte los correos de tu cuenta, cobros y entradas.',
        'Nuestros proveedores de alojamiento: Netlify (sitio web y funciones) y el servidor donde funciona nuestra base de datos.',
        'No vendemos tus datos ni los usamos para publicidad.',
      ],
    },
    {
      id: 'retention',
      title: 'Cuánto tiempo los guardamos',
      points: [
        'Tus datos de salud se borran automáticamente 30 días después del fin de la edición del evento.',
        'Los datos legales de quien no obtuvo entrada se borran en ese mismo plazo.',
        'Las entradas y pagos se conservan, anonimizados, por obligación contable.',
        'Tu cuenta y tu perfil se guardan hasta que borres tu cuenta.',
      ],
    },
    {
      id: 'rights',
      title: 'Tus derechos',
      points: [
        'Acceso: saber qué datos tuyos tenemos.',
        'Rectificación: corregir datos inexactos.',
        'Supresión: pedir que borremos tus datos.',
        'Oposición: oponerte a un uso de tus datos.',
        'Portabilidad: recibir tus datos en un formato estructurado y legible por máquina.',
        'Bloqueo: pedir que suspendamos temporalmente el uso de tus datos.',
      ],
    },
    {
      id: 'exercise',
      title: 'Cómo ejercerlos',
      points: [
        'En tu perfil, la tarjeta «Mis datos» te permite descargar todos tus datos (JSON), pedir la corrección de tus datos legales y borrar tu cuenta.',
        'Para cualquier otro derecho, escríbenos al correo de contacto indicado arriba.',
        'Si no quedas conforme con nuestra respuesta, puedes reclamar ante la Agencia de Protección de Datos Personales.',
      ],
    },
  ] satisfies Section[],
}

const en: typeof es = {
  title: 'Privacy notice',
  description: `What personal data ${EVENT.name} collects, why, on what legal basis, who it is shared with, how long it is kept and how to exercise your rights.`,
  intro: "Read it before you give us your data. It explains what we do with it under Chile's personal data protection law, Ley 21.719.",
  version: (v: string) => `Version of ${v}`,
  controllerTitle: 'Who is responsible for your data',
  legalName: 'Legal name',
  taxId: 'Tax ID (RUT)',
  contact: 'Contact e-mail',
  sections: [
    {
      id: 'data',
      title: 'What data we collect',
      points: [
        'Your account: e-mail, username and password (stored as a hash).',
        'Your profile: badge name, pronouns, character, T-shirt size and photo.',
        'Your legal data: identity document type, number and country, name on the document and birthday.',
        'Your health data, only if you choose to give it: medical conditions, dietary restrictions, an emergency contact and your accessibility needs. This is sensitive data.',
        'Your requests, tickets and payments (we do not keep your card details: Transbank handles them).',
      ],
    },
    {
      id: 'purposes',
      title: 'What we use it for, and on what legal basis',
      points: [
        'Selling, charging and validating your ticket, and checking your age and identity at the door: performance of your ticket purchase contract.',
        'Keeping payment records: compliance with tax and accounting obligations.',
        "Enforcing the rules and the event's safety (for example, sanctions): the legitimate interest of the organisers and the other attendees.",
        'Health and accessibility data: looking after your safety during the event and preparing the access you need (the organisers only see how many people need each thing, never who). Only with your explicit, separate consent, which you can withdraw at any time.',
      ],
    },
    {
      id: 'recipients',
      title: 'Who we share it with',
      points: [
        'Transbank (Webpay Plus), to process your payments.',
        'Our e-mail provider, to send you the mails about your account, payments and tickets.',
        'Our hosting providers: Netlify (website and functions) and the server that runs our database.',
        'We do not sell your data or use it for advertising.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      points: [
        "Your health data is erased automatically 30 days after the event's edition ends.",
        'The legal data of people who did not get a ticket is erased at the same time.',
        'Tickets and payments are kept, anonymised, as accounting law requires.',
        'Your account and profile are kept until you delete your account.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      points: [
        'Access: know what data of yours we hold.',
        'Rectification: correct inaccurate data.',
        'Deletion: ask us to erase your data.',
        'Opposition: object to a use of your data.',
        'Portability: receive your data in a structured, machine-readable format.',
        'Blocking: ask us to suspend the use of your data for a time.',
      ],
    },
    {
      id: 'exercise',
      title: 'How to exercise them',
      points: [
        'On your profile, the "My data" card lets you download all your data (JSON), ask for a correction of your legal data and delete your account.',
        'For any other right, write to the contact e-mail above.',
        'If you are not satisfied with our answer, you may complain to the Agencia de Protección de Datos Personales (Chile\'s data protection agency).',
      ],
    },
  ],
}

export const privacyCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
