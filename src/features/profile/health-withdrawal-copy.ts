import type { Bilingual } from '@/i18n/use-copy'

// The health card's erase action (Ley 21.719: withdrawing consent as easily as giving it). Loaded
// with the profile page, not with every visitor's first load.
const es = {
  open: 'Borrar mis datos de salud',
  title: '¿Borrar tus datos de salud?',
  body: 'Borraremos ahora tu condición médica, tus restricciones alimentarias y tu contacto de emergencia. No se pueden recuperar. Puedes volver a escribirlos cuando quieras.',
  confirm: 'Sí, borrar mis datos de salud',
  cancel: 'Cancelar',
  pending: 'Borrando tus datos de salud…',
  done: 'Tus datos de salud fueron borrados.',
}

const en: typeof es = {
  open: 'Delete my health data',
  title: 'Delete your health data?',
  body: 'We will delete your medical condition, dietary restrictions and emergency contact now. They cannot be recovered. You can enter them again whenever you like.',
  confirm: 'Yes, delete my health data',
  cancel: 'Cancel',
  pending: 'Deleting your health data…',
  done: 'Your health data was deleted.',
}

export const healthWithdrawalCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
