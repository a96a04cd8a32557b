/// <reference path="../types/pocketbase-jsvm.d.ts" />

// A correction request is always created open, by someone who has legal data to correct; only the
// updateuserlegal function (a superuser) closes it.
onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next()
  // Someone else's id: let the create rule refuse it, without telling whether that person has legal data.
  if (!e.auth || e.record.getString('user') !== e.auth.id) return e.next()
  e.record.set('estado', 'pendiente')
  e.record.set('resueltaEn', '')
  // Ley 21.719: answered within 30 calendar days (src/domain/privacy-rights.ts); reminders are the cron's.
  e.record.set('venceEn', require(`${__hooks}/lib/domain.generated.js`).rightsDueAt(new Date()).toISOString())
  e.record.set('aviso7En', '')
  e.record.set('aviso2En', '')
  let legal = null
  try {
    legal = e.app.findFirstRecordByData('userLegalInfoPaws', 'user', e.record.getString('user'))
  } catch (_) {}
  if (!legal) {
    throw new BadRequestError('There is no legal information to correct.', { motivo: new ValidationError('validation_no_legal_data', 'Save your legal information first.') })
  }
  e.next()
}, 'legalCorrections')
