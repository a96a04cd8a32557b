/// <reference path="../types/pocketbase-jsvm.d.ts" />

// One identity document belongs to one account, and its number has the shape of its kind (a RUT's
// módulo-11 check digit, a passport's 6–9 letters and digits). Runs for every save, corrections by
// superusers included; the unique index on documentHash settles concurrent saves.
onRecordValidate((e) => {
  const rules = require(`${__hooks}/lib/domain.generated.js`)
  const { documentHash } = require(`${__hooks}/lib/identity.js`)
  const record = e.record
  const doc = {
    tipoDocumento: record.getString('tipoDocumento'),
    paisDocumento: record.getString('paisDocumento'),
    numDocumento: record.getString('numDocumento'),
  }
  if (doc.tipoDocumento !== '' && doc.numDocumento !== '' && doc.paisDocumento !== '') {
    const problem = rules.documentProblem(doc)
    if (problem === 'rut') {
      throw new BadRequestError('Invalid RUT.', { numDocumento: new ValidationError('validation_invalid_rut', 'The RUT check digit does not match.') })
    }
    if (problem === 'passport') {
      throw new BadRequestError('Invalid passport number.', { numDocumento: new ValidationError('validation_invalid_passport', 'A passport number has 6 to 9 letters and digits.') })
    }
    const hash = documentHash(rules.documentKey(doc))
    record.set('documentHash', hash)
    let taken = null
    try {
      taken = e.app.findFirstRecordByFilter('userLegalInfoPaws', 'documentHash = {:hash} && id != {:id}', { hash: hash, id: record.id })
    } catch (_) {}
    if (taken) {
      throw new BadRequestError('This identity document belongs to another account.', {
        numDocumento: new ValidationError('validation_document_taken', 'This identity document belongs to another account.'),
      })
    }
  }
  e.next()
}, 'userLegalInfoPaws')
