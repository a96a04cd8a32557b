/// <reference path="../types/pocketbase-jsvm.d.ts" />

// PocketBase does not serve without its data keys (lib/server-secrets.js): `serve` fails at start
// with the variable's name. Other commands (migrate, superuser) are not stopped by it.
onBootstrap((e) => {
  e.next()
  // The command is the first argument that is not a flag (`pocketbase --dir=… serve` is valid too).
  const command = $os.args.slice(1).find((arg) => arg.indexOf('-') !== 0)
  if (command !== 'serve') return
  const problems = require(`${__hooks}/lib/server-secrets.js`).secretProblems()
  if (problems.length > 0) throw new Error('Refusing to serve: ' + problems.join('; '))
})

// For `npm run doctor`: which data keys are wrong, by name, never their values. Superusers only.
routerAdd(
  'GET',
  '/api/mi/ops/secrets',
  (e) => e.json(200, { problems: require(`${__hooks}/lib/server-secrets.js`).secretProblems() }),
  $apis.requireSuperuserAuth(),
)
