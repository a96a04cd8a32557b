// The data keys PocketBase needs, checked when it starts to serve: a missing or malformed key refuses
// the start with the variable's name (instead of every legal save answering 500 and every health save
// 503 later), and a deployed server (MI_DEPLOYED=true, set by deploy/entrypoint.sh) also refuses the
// public local keys of src/domain/local-secrets.ts and needs the settings key PB_ENCRYPTION_KEY.
const { LOCAL_DOCUMENT_HASH_KEY, LOCAL_HEALTH_KEY } = require(`${__hooks}/lib/domain.generated.js`)

/** Every problem with the data keys, each naming its variable; [] when PocketBase may serve. */
function secretProblems() {
  const deployed = $os.getenv('MI_DEPLOYED') === 'true'
  const problems = []
  const hashKey = $os.getenv('PB_DOCUMENT_HASH_KEY')
  if (!hashKey) problems.push('PB_DOCUMENT_HASH_KEY is not set (the identity-document hash key; see .env.example)')
  else if (hashKey.length < 16) problems.push('PB_DOCUMENT_HASH_KEY must be at least 16 characters')
  else if (deployed && hashKey === LOCAL_DOCUMENT_HASH_KEY) problems.push('PB_DOCUMENT_HASH_KEY is the public local key: set a secret one')
  for (const name of ['PB_HEALTH_KEY', 'PB_HEALTH_KEY_PREVIOUS']) {
    const key = $os.getenv(name)
    if (!key) {
      if (name === 'PB_HEALTH_KEY') problems.push('PB_HEALTH_KEY is not set (32 characters; encrypts health data and document numbers; see .env.example)')
      continue
    }
    if (key.length !== 32) problems.push(name + ' must be exactly 32 characters')
    else if (deployed && key === LOCAL_HEALTH_KEY) problems.push(name + ' is the public local key: set a secret one')
  }
  // The entrypoint serves with --encryptionEnv=PB_ENCRYPTION_KEY: without a key PocketBase would store
  // the SMTP password and S3 keys in clear, and a key of another length is refused by PocketBase itself.
  const settingsKey = $os.getenv('PB_ENCRYPTION_KEY')
  if (deployed && !settingsKey) problems.push('PB_ENCRYPTION_KEY is not set (32 characters; encrypts the stored settings; see docs/deploy.md)')
  else if (deployed && settingsKey.length !== 32) problems.push('PB_ENCRYPTION_KEY must be exactly 32 characters')
  return problems
}

module.exports = { secretProblems: secretProblems }
