/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Payment intents, upgrades and organiser refunds (issue #12).
// - pagos: a row is written BEFORE every Webpay call (create, commit, refund), so a retry after a
//   lost answer asks Webpay's status() and continues instead of repeating. `creando` = create sent
//   (no token yet); `reembolsando` = refund sent, answer not yet judged. Every attempt has its own
//   buy_order (unique index). `revisadoEn` lets the reconciliation resume where it stopped.
//   `reembolsoMotivo`: duplicado (a second payment), organizador (Reembolsar), noCoincide (Webpay
//   authorized something that is not this order, buyer or amount).
// - EntradasEntregadas: `reemplazada` (an upgrade retired it) and `reembolsada` (organiser refund).
// - Entradas: `listaEspera` marks waitlist ticket types (the rules: waitlist tickets are non-refundable).
// Values and fields are added only when missing, so another branch adding the same one does not conflict.
function addSelectValues(collection, fieldName, values) {
  const field = collection.fields.getByName(fieldName)
  for (const value of values) {
    if (field.values.indexOf(value) === -1) field.values.push(value)
  }
}

// Collection.indexes is a Go slice: copy it to a plain array before filtering (goja assigns a plain
// array back to the Go slice, which PocketBase's types cannot say).
/** @returns {any} */
function indexesWithout(collection, names) {
  const kept = []
  for (let i = 0; i < collection.indexes.length; i++) {
    const index = collection.indexes[i]
    if (!names.some((name) => index.indexOf(name) !== -1)) kept.push(index)
  }
  return kept
}

function addField(collection, field) {
  if (!collection.fields.getByName(field.name)) collection.fields.add(field)
}

migrate(
  (app) => {
    const pagos = app.findCollectionByNameOrId('pagos')
    // The token is only known once create answers: an intent row has none yet.
    const token = pagos.fields.getByName('token')
    token.required = false
    addSelectValues(pagos, 'estado', ['creando', 'reembolsando'])
    addField(pagos, new DateField({ name: 'commitEn' }))
    addField(pagos, new SelectField({ name: 'reembolsoMotivo', maxSelect: 1, values: ['duplicado', 'organizador', 'noCoincide'] }))
    addField(pagos, new TextField({ name: 'reembolsoPor', max: 15 }))
    addField(pagos, new DateField({ name: 'revisadoEn' }))
    pagos.indexes = indexesWithout(pagos, ['idx_pagos_token', 'idx_pagos_buy_order']).concat([
        "CREATE UNIQUE INDEX idx_pagos_token ON pagos (token) WHERE token != ''",
        'CREATE UNIQUE INDEX idx_pagos_buy_order ON pagos (buyOrder)',
      ])
    app.save(pagos)

    const issued = app.findCollectionByNameOrId('EntradasEntregadas')
    addSelectValues(issued, 'estado', ['reemplazada', 'reembolsada'])
    addField(issued, new TextField({ name: 'reemplazadaPor', max: 15 }))
    addField(issued, new DateField({ name: 'reembolsadaEn' }))
    // A retired or refunded ticket is part of the money trail: never deleted either.
    if (issued.deleteRule && issued.deleteRule.indexOf("'reembolsada'") === -1) {
      issued.deleteRule = `(${issued.deleteRule}) && estado != 'reemplazada' && estado != 'reembolsada'`
    }
    app.save(issued)

    const types = app.findCollectionByNameOrId('Entradas')
    addField(types, new BoolField({ name: 'listaEspera' }))
    app.save(types)
  },
  (app) => {
    const pagos = app.findCollectionByNameOrId('pagos')
    for (const name of ['commitEn', 'reembolsoMotivo', 'reembolsoPor', 'revisadoEn']) pagos.fields.removeByName(name)
    pagos.indexes = indexesWithout(pagos, ['idx_pagos_token', 'idx_pagos_buy_order']).concat(['CREATE UNIQUE INDEX idx_pagos_token ON pagos (token)'])
    pagos.fields.getByName('token').required = true
    app.save(pagos)
    const issued = app.findCollectionByNameOrId('EntradasEntregadas')
    for (const name of ['reemplazadaPor', 'reembolsadaEn']) issued.fields.removeByName(name)
    app.save(issued)
    const types = app.findCollectionByNameOrId('Entradas')
    types.fields.removeByName('listaEspera')
    app.save(types)
  },
)
