/// <reference path="../types/pocketbase-jsvm.d.ts" />

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/audit.js`).run(e, 'create')
}, 'userStatusPaws')

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/audit.js`).run(e, 'update')
  },
  'Entradas',
  'EntradasQuedan',
  'EntradasPedidas',
  'EntradasEntregadas',
  'userStatusPaws',
  'AlertBanner',
)

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/audit.js`).run(e, 'delete')
}, 'EntradasEntregadas')
