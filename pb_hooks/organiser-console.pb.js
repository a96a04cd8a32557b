/// <reference path="../types/pocketbase-jsvm.d.ts" />

// The organiser console (lib/organiser-console.js). The collections' API rules decide who may write;
// these hooks add what a rule cannot: the quantity row with a new type, one banner, audited seats.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/organiser-console.js`).createType(e)
}, 'Entradas')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/organiser-console.js`).requireTypeReady(e)
}, 'Entradas')

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/organiser-console.js`).createBanner(e)
}, 'AlertBanner')

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/audit.js`).run(e, 'delete')
}, 'Entradas', 'Amigos')

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/organiser-console.js`).checkPartner(e)
  require(`${__hooks}/lib/audit.js`).run(e, 'create')
}, 'Amigos')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/organiser-console.js`).checkPartner(e)
  require(`${__hooks}/lib/audit.js`).run(e, 'update')
}, 'Amigos')

routerAdd('GET', '/api/mi/organiser/moderators', (e) => require(`${__hooks}/lib/organiser-console.js`).listModerators(e), $apis.requireAuth('moderators'))
routerAdd('POST', '/api/mi/organiser/moderators', (e) => require(`${__hooks}/lib/organiser-console.js`).inviteModerator(e), $apis.requireAuth('moderators'))
routerAdd('POST', '/api/mi/organiser/moderators/{id}/invitation', (e) => require(`${__hooks}/lib/organiser-console.js`).resendInvitation(e), $apis.requireAuth('moderators'))
routerAdd('DELETE', '/api/mi/organiser/moderators/{id}', (e) => require(`${__hooks}/lib/organiser-console.js`).removeModerator(e), $apis.requireAuth('moderators'))
routerAdd('GET', '/api/mi/organiser/readiness', (e) => require(`${__hooks}/lib/organiser-console.js`).readiness(e), $apis.requireAuth('moderators'))

onBootstrap((e) => {
  e.next()
  require(`${__hooks}/lib/organiser-console.js`).ensureFirstOrganiser(e.app)
})

onSettingsReload((e) => {
  e.next()
  require(`${__hooks}/lib/organiser-console.js`).ensureFirstOrganiser(e.app)
})

cronAdd('firstOrganiser', '17 * * * *', () => {
  require(`${__hooks}/lib/organiser-console.js`).ensureFirstOrganiser($app)
})
