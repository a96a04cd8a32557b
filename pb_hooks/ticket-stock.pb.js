/// <reference path="../types/pocketbase-jsvm.d.ts" />

// The one stock rule for changes of issued tickets made through the API (lib/ticket-stock.js).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/ticket-stock.js`).withStock(e, 'update')
}, 'EntradasEntregadas')

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/ticket-stock.js`).withStock(e, 'delete')
}, 'EntradasEntregadas')
