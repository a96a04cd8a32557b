// Organiser content (ContenidoOrganizador, Equipo) is bilingual by construction: every text a visitor
// reads is an Es/En pair and a save with one language missing is refused, field by field, with an
// error in both languages. The lists inside JSON fields are checked the same way, entry by entry.

const MISSING = {
  Es: 'Falta el texto en español. · The Spanish text is missing.',
  En: 'Falta el texto en inglés. · The English text is missing.',
}
const { isWebAddress } = require(`${__hooks}/lib/domain.generated.js`)
const SUMMARY = 'Cada texto necesita español e inglés. · Every text needs both Spanish and English.'
const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'telegramChannel', 'telegramChat', 'youtube', 'bluesky', 'twitch', 'discord']
const FAQ_SECTIONS = ['espera', 'venta']
const MAX_TEXT = 2000

const isText = (value) => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT

/** Shape of each JSON list: its bilingual pairs, other required keys, and length limits. */
const LISTS = {
  hotelRates: { pairs: ['room'], min: 1, max: 20, extra: (entry) => (typeof entry.usd === 'number' && entry.usd > 0 && entry.usd < 100000 ? null : 'usd') },
  hotelIncludes: { pairs: ['text'], min: 1, max: 20 },
  social: {
    pairs: ['body'],
    min: SOCIAL_NETWORKS.length,
    max: SOCIAL_NETWORKS.length,
    extra: (entry) => {
      if (SOCIAL_NETWORKS.indexOf(entry.network) < 0) return 'network'
      if (!isWebAddress(entry.url)) return 'url'
      return null
    },
  },
  faq: { pairs: ['question', 'answer'], min: 1, max: 60, extra: (entry) => (FAQ_SECTIONS.indexOf(entry.section) < 0 ? 'section' : null) },
  benefits: { pairs: ['title', 'text'], min: 6, max: 6 },
}

const PAIRS = {
  ContenidoOrganizador: ['homeKicker', 'homeTagline', 'homeIntro', 'usMission', 'usNameStory'],
  Equipo: ['role'],
}

function missing(lang) {
  return new ValidationError('validation_missing_translation', MISSING[lang])
}

function readList(record, field) {
  try {
    return JSON.parse(record.getString(field) || 'null')
  } catch (_) {
    return undefined
  }
}

/** Field errors of one list: `field.index.key` for an entry's key, `field` for the list itself. */
function listErrors(field, list, spec, errors) {
  if (!Array.isArray(list) || list.length < spec.min || list.length > spec.max) {
    errors[field] = new ValidationError('validation_invalid_list', 'La lista no tiene la forma esperada. · The list does not have the expected shape.')
    return
  }
  const networks = {}
  list.forEach((entry, index) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      errors[`${field}.${index}`] = new ValidationError('validation_invalid_entry', 'Entrada no válida. · Invalid entry.')
      return
    }
    for (const base of spec.pairs) {
      for (const lang of ['Es', 'En']) {
        if (!isText(entry[base + lang])) errors[`${field}.${index}.${base}${lang}`] = missing(lang)
      }
    }
    const bad = spec.extra ? spec.extra(entry) : null
    if (bad) errors[`${field}.${index}.${bad}`] = new ValidationError('validation_invalid_value', 'Valor no válido. · Invalid value.')
    if (field === 'social') {
      if (networks[entry.network]) errors[`${field}.${index}.network`] = new ValidationError('validation_duplicate', 'Red repetida. · Network listed twice.')
      networks[entry.network] = true
    }
  })
}

// Every web address organisers publish: https only (src/domain/web-address.ts).
const WEB_ADDRESSES = { ContenidoOrganizador: ['waitlistChatUrl', 'hotelBookingUrl'], Amigos: ['Url'] }
const INVALID_WEB_ADDRESS = new ValidationError('validation_invalid_url', 'Escribe una dirección que empiece con https://. · Enter an address starting with https://.')

module.exports = {
  SOCIAL_NETWORKS,
  /** Every field error of the record (empty object when it may be saved). */
  errors(record, collectionName) {
    const errors = {}
    for (const base of PAIRS[collectionName] || []) {
      const es = record.getString(`${base}Es`).trim()
      const en = record.getString(`${base}En`).trim()
      if (es === '' || en === '') {
        if (es === '') errors[`${base}Es`] = missing('Es')
        if (en === '') errors[`${base}En`] = missing('En')
      }
    }
    if (collectionName === 'ContenidoOrganizador') {
      for (const field of Object.keys(LISTS)) listErrors(field, readList(record, field), LISTS[field], errors)
    }
    for (const field of WEB_ADDRESSES[collectionName] || []) {
      if (!isWebAddress(record.getString(field))) errors[field] = INVALID_WEB_ADDRESS
    }
    return errors
  },
  SUMMARY,
  /** The message of a refused save: the web-address one when nothing else is wrong. */
  summary(errors) {
    const only = Object.keys(errors).every((field) => errors[field] === INVALID_WEB_ADDRESS)
    return only ? 'Las direcciones web deben empezar con https://. · Web addresses must start with https://.' : SUMMARY
  },
}
