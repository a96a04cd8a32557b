/// <reference path="../types/pocketbase-jsvm.d.ts" />

// SPEC §9 issued-ticket defaults for every create (approval route, functions, dashboard): estado
// 'creada' and both mail flags 'no'. The token's default '1' is the field's own autogenerate pattern.
onRecordCreate((e) => {
  const defaults = { estado: 'creada', correoEnviado: 'no', correoEnviado2: 'no' }
  for (const field of Object.keys(defaults)) {
    if (e.record.getString(field) === '') e.record.set(field, defaults[field])
  }
  e.next()
}, 'EntradasEntregadas')
