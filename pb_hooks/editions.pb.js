/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Editions (pb_migrations/1795003210_editions.js, src/domain/edition.ts): an edition saves only whole
// (real days in order, a cut-off before the first day, a sale window that closes before it, 1–5 payment
// minutes, an order prefix of the one shape, a name in both languages or none), audited; one that has started is never changed or deleted, nor the last one left.
onRecordValidate((e) => {
  const { editionNameProblems, editionProblems } = require(`${__hooks}/lib/domain.generated.js`)
  const r = e.record
  const problems = editionProblems(require(`${__hooks}/lib/editions.js`).editionOf(r))
  // Its name, in both languages or in neither (src/domain/edition-name.ts), kept as checked: trimmed.
  if (r.collection().fields.getByName('nombreEs')) {
    r.set('nombreEs', r.getString('nombreEs').trim())
    r.set('nombreEn', r.getString('nombreEn').trim())
    Object.assign(problems, editionNameProblems({ nombreEs: r.getString('nombreEs'), nombreEn: r.getString('nombreEn') }))
  }
  const errors = {}
  for (const field of Object.keys(problems)) {
    // An older migration saves an edition before its collection has the field (the sale window came later).
    if (!r.collection().fields.getByName(field)) continue
    errors[field] = new ValidationError(`validation_edition_${problems[field]}`, 'Invalid edition value.')
  }
  if (Object.keys(errors).length > 0) throw new BadRequestError('Invalid edition.', errors)
  e.next()
}, 'Ediciones')

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/audit.js`).run(e, 'create')
}, 'Ediciones')

// A running or finished edition is history (its tickets, retention and audit name it): it no longer changes.
// A superuser (an operator in the dashboard) may still correct one.
onRecordUpdateRequest((e) => {
  const { todayInChile } = require(`${__hooks}/lib/domain.generated.js`)
  if (!e.hasSuperuserAuth() && e.record.original().getString('inicio') <= todayInChile(new Date())) {
    throw new BadRequestError('An edition that has started cannot be changed.', { request: new ValidationError('editionStarted', 'An edition that has started cannot be changed.') })
  }
  const before = e.record.original().getString('prefijoOrden')
  // Once a ticket carries the prefix (its edition), the prefix stays, for anyone (lib/editions.js).
  if (e.record.getString('prefijoOrden') !== before) require(`${__hooks}/lib/editions.js`).refuseIfPrefixInUse(e.app, before, 'changed')
  require(`${__hooks}/lib/audit.js`).run(e, 'update')
}, 'Ediciones')

onRecordDeleteRequest((e) => {
  const { todayInChile } = require(`${__hooks}/lib/domain.generated.js`)
  if (e.record.getString('inicio') <= todayInChile(new Date())) {
    throw new BadRequestError('An edition that has started cannot be deleted.', { request: new ValidationError('editionStarted', 'An edition that has started cannot be deleted.') })
  }
  require(`${__hooks}/lib/editions.js`).refuseIfPrefixInUse(e.app, e.record.getString('prefijoOrden'), 'deleted')
  if (e.app.countRecords('Ediciones') <= 1) {
    throw new BadRequestError('The last edition cannot be deleted.', { request: new ValidationError('lastEdition', 'The last edition cannot be deleted.') })
  }
  require(`${__hooks}/lib/audit.js`).run(e, 'delete')
}, 'Ediciones')

// Attendees must be adults on the current edition's cut-off day: a schema maximum could not follow the
// edition. Every save, corrections by superusers included (as the schema maximum did).
onRecordValidate((e) => {
  const { latestAdultBirthday } = require(`${__hooks}/lib/domain.generated.js`)
  const bdate = e.record.getString('bdate').slice(0, 10)
  if (bdate !== '') {
    const latest = latestAdultBirthday(require(`${__hooks}/lib/editions.js`).current(e.app, Date.now()))
    if (bdate > latest) {
      throw new BadRequestError('Too young for this edition.', { bdate: new ValidationError('validation_max_less_equal_than_required', `Must be no greater than ${latest}.`) })
    }
  }
  e.next()
}, 'userLegalInfoPaws')
