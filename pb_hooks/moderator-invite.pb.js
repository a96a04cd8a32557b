/// <reference path="../types/pocketbase-jsvm.d.ts" />

// pb:setup's invitations (lib/moderator-invite.js). Superusers only: the service account runs pb:setup.
routerAdd('POST', '/api/mi/ops/moderator-invite', (e) => require(`${__hooks}/lib/moderator-invite.js`).invite(e), $apis.requireSuperuserAuth())
