/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Every legal record carries the keyed hash of its document number (the ban and review key,
// src/domain/identity-document.ts documentKey), the country as the list writes it, and a number of
// the shape of its kind (a RUT's módulo-11 check digit, a passport's 6–9 letters and digits). Runs for
// every save, corrections by superusers included. A number another account already holds is saved
// all the same, without a word to the typer: that later account is held for review (lib/standing.js).
// The number itself is then stored encrypted (lib/document-crypto.js): its shape is checked here, on
// the plaintext, since the column holds ciphertext.
onRecordValidate((e) => {
  const rules = require(`${__hooks}/lib/domain.generated.js`)
  const { documentHash } = require(`${__hooks}/lib/identity.js`)
  const sealed = require(`${__hooks}/lib/document-crypto.js`)
  const record = e.record
  // A listed country typed another way ("chíle.") is stored as the list writes it.
  if (record.getString('paisDocumento') !== '') record.set('paisDocumento', rules.canonicalCountry(record.getString('paisDocumento')))
  // As the form shows it (src/domain/pasted-input.ts): a number sent with the dots, spaces or lower
  // case it was copied with is stored as "12345678-5", whichever client sent it.
  const number = rules.normaliseDocumentInput(sealed.plainNumber(record))
  if (number !== '' && !rules.DOCUMENT_NUMBER_PATTERN.test(number)) {
    throw new BadRequestError('Invalid document number.', { numDocumento: new ValidationError('validation_invalid_format', 'Invalid value format.') })
  }
  const doc = {
    tipoDocumento: record.getString('tipoDocumento'),
    paisDocumento: record.getString('paisDocumento'),
    numDocumento: number,
  }
  if (doc.tipoDocumento !== '' && doc.numDocumento !== '' && doc.paisDocumento !== '') {
    const problem = rules.documentProblem(doc)
    if (problem === 'rut') {
      throw new BadRequestError('Invalid RUT.', { numDocumento: new ValidationError('validation_invalid_rut', 'The RUT check digit does not match.') })
    }
    if (problem === 'passport') {
      throw new BadRequestError('Invalid passport number.', { numDocumento: new ValidationError('validation_invalid_passport', 'A passport number has 6 to 9 letters and digits.') })
    }
    record.set('documentHash', documentHash(rules.documentKey(doc)))
  }
  sealed.seal(record, number)
  e.next()
}, 'userLegalInfoPaws')

// The number in clear only for its owner and for superusers (the audited correction function).
onRecordEnrich((e) => {
  const info = e.requestInfo
  const auth = info && info.auth
  const owner = !!auth && auth.collection().name === 'users' && auth.id === e.record.getString('user')
  if (owner || (auth && auth.isSuperuser())) require(`${__hooks}/lib/document-crypto.js`).reveal(e.record)
  e.next()
}, 'userLegalInfoPaws')
