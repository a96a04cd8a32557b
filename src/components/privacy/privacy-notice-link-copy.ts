import type { Bilingual } from '@/i18n/use-copy'

// Loaded with the forms that link the notice (lazy routes), not with every visitor's first load.
const es = {
  before: 'Antes de enviar tus datos, lee nuestro ',
  link: 'aviso de privacidad',
  after: '.',
}

const en: typeof es = {
  before: 'Before you send your data, read our ',
  link: 'privacy notice',
  after: '.',
}

export const privacyNoticeLinkCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
