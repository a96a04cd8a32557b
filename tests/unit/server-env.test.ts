import { describe, expect, it } from 'vitest'
import { ConfigError, parseServerEnv } from '../../functions/_shared/env.ts'

const base = {
  POCKETBASE_URL: 'http://127.0.0.1:8090',
  PB_SUPERUSER_PASSWORD: 'x',
  APP_URL: 'http://localhost:5173',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  MAIL_FROM: 'entradas@example.org',
  WEBPAY_BASE_URL: 'http://127.0.0.1:8091',
}

describe('the functions’ PocketBase account', () => {
  it('is accepted under the reserved .invalid domain (exempt from MFA)', () => {
    expect(parseServerEnv({ ...base, PB_SUPERUSER_EMAIL: 'functions@monsterinvasion.invalid' }, 'dev').superuserEmail).toBe('functions@monsterinvasion.invalid')
  })

  it('is refused with the variable named when it is a human mailbox (which MFA would lock out)', () => {
    expect(() => parseServerEnv({ ...base, PB_SUPERUSER_EMAIL: 'admin@monsterinvasion.cl' }, 'dev')).toThrow(ConfigError)
    expect(() => parseServerEnv({ ...base, PB_SUPERUSER_EMAIL: 'admin@monsterinvasion.cl' }, 'dev')).toThrow(/PB_SUPERUSER_EMAIL/)
  })
})
