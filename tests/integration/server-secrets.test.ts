import { afterAll, describe, expect, it } from 'vitest'
import { LOCAL_DOCUMENT_HASH_KEY, LOCAL_HEALTH_KEY } from '../../src/domain/local-secrets.ts'
import { pocketbaseSecrets } from '../../scripts/doctor/pocketbase-secrets.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'

// PocketBase serves only with its data keys: a missing, malformed or (deployed) public local key
// refuses the start with the variable's name, instead of legal saves answering 500 and health 503.

const HASH_KEY = 'a-real-secret-document-hash-key-0123'
const HEALTH_KEY = 'hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh'
const SETTINGS_KEY = 'ssssssssssssssssssssssssssssssss'
const own = new OwnPocketBase()
afterAll(() => own.remove())

const startError = (env: NodeJS.ProcessEnv) => own.start(env).then(() => '', (err: unknown) => String(err))

describe('PocketBase refuses to serve without its data keys, naming them', () => {
  it.each([
    ['PB_DOCUMENT_HASH_KEY missing', { PB_DOCUMENT_HASH_KEY: '', PB_HEALTH_KEY: HEALTH_KEY }, 'PB_DOCUMENT_HASH_KEY is not set'],
    ['PB_HEALTH_KEY missing', { PB_DOCUMENT_HASH_KEY: HASH_KEY, PB_HEALTH_KEY: '' }, 'PB_HEALTH_KEY is not set'],
    ['PB_HEALTH_KEY of the wrong length', { PB_DOCUMENT_HASH_KEY: HASH_KEY, PB_HEALTH_KEY: 'short' }, 'PB_HEALTH_KEY must be exactly 32 characters'],
    ['the public local hash key on a deployed server', { MI_DEPLOYED: 'true', PB_DOCUMENT_HASH_KEY: LOCAL_DOCUMENT_HASH_KEY, PB_HEALTH_KEY: HEALTH_KEY }, 'PB_DOCUMENT_HASH_KEY is the public local key'],
    ['the public local health key on a deployed server', { MI_DEPLOYED: 'true', PB_DOCUMENT_HASH_KEY: HASH_KEY, PB_HEALTH_KEY: LOCAL_HEALTH_KEY }, 'PB_HEALTH_KEY is the public local key'],
    ['no settings key on a deployed server', { MI_DEPLOYED: 'true', PB_DOCUMENT_HASH_KEY: HASH_KEY, PB_HEALTH_KEY: HEALTH_KEY }, 'PB_ENCRYPTION_KEY is not set'],
    ['a settings key of the wrong length on a deployed server', { MI_DEPLOYED: 'true', PB_DOCUMENT_HASH_KEY: HASH_KEY, PB_HEALTH_KEY: HEALTH_KEY, PB_ENCRYPTION_KEY: 'short' }, 'PB_ENCRYPTION_KEY must be exactly 32 characters'],
  ])('%s', async (_label, env, message) => {
    expect(await startError(env)).toContain(message)
  }, 30_000)

  it('serves with real keys on a deployed server, and npm run doctor finds nothing wrong with them', async () => {
    expect(await startError({ MI_DEPLOYED: 'true', PB_DOCUMENT_HASH_KEY: HASH_KEY, PB_HEALTH_KEY: HEALTH_KEY, PB_ENCRYPTION_KEY: SETTINGS_KEY })).toBe('')
    const env = { POCKETBASE_URL: own.url, PB_SUPERUSER_EMAIL: own.serviceEmail, PB_SUPERUSER_PASSWORD: own.servicePassword }
    expect(await pocketbaseSecrets.run(env, 'production')).toEqual([])
  }, 30_000)
})
