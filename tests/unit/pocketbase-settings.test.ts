import { describe, expect, it } from 'vitest'
import { localSettings, RATE_LIMIT_RULES, settingsBody, settingsFromEnv } from '../../scripts/lib/pocketbase-settings.ts'

const production = {
  APP_URL: 'https://monsterinvasion.cl',
  MAIL_FROM: 'entradas@monsterinvasion.cl',
  SMTP_URL: 'smtps://mailer:s%40cret@smtp.example.org:465',
}

describe('pb:configure reads every production setting from the environment', () => {
  it('turns the documented variables into PocketBase settings, with safe defaults', () => {
    const body = settingsBody(settingsFromEnv(production))
    expect(body.meta).toMatchObject({ appURL: 'https://monsterinvasion.cl', senderAddress: 'entradas@monsterinvasion.cl', senderName: 'Monster Invasion', hideControls: true })
    expect(body.smtp).toMatchObject({ enabled: true, host: 'smtp.example.org', port: 465, tls: true, username: 'mailer', password: 's@cret' })
    expect(body.rateLimits).toEqual({ enabled: true, excludedIPs: [], rules: RATE_LIMIT_RULES.map((r) => ({ ...r })) })
    expect(body.trustedProxy).toEqual({ headers: ['X-Forwarded-For'], useLeftmostIP: false })
    expect(body.batch.enabled).toBe(false)
    expect(body.backups).toMatchObject({ cron: '0 3 * * *', cronMaxKeep: 14, s3: { enabled: false } })
    expect(body.logs.maxDays).toBe(14)
  })

  it('sends backups to S3 only when its variables are set, and requires all of them then', () => {
    const s3 = {
      PB_BACKUPS_S3_BUCKET: 'mi-backups',
      PB_BACKUPS_S3_REGION: 'auto',
      PB_BACKUPS_S3_ENDPOINT: 'https://s3.example.org',
      PB_BACKUPS_S3_ACCESS_KEY: 'key',
      PB_BACKUPS_S3_SECRET: 'secret',
    }
    expect(settingsBody(settingsFromEnv({ ...production, ...s3 })).backups.s3).toMatchObject({ enabled: true, bucket: 'mi-backups', secret: 'secret' })
    expect(() => settingsFromEnv({ ...production, ...s3, PB_BACKUPS_S3_SECRET: '' })).toThrow(/Missing PB_BACKUPS_S3_SECRET/)
  })

  it('names the variable that is missing or malformed', () => {
    expect(() => settingsFromEnv({ ...production, APP_URL: '' })).toThrow(/Missing APP_URL/)
    expect(() => settingsFromEnv({ ...production, PB_BACKUPS_CRON: 'daily' })).toThrow(/PB_BACKUPS_CRON must be a 5-field cron/)
    expect(() => settingsFromEnv({ ...production, PB_LOGS_MAX_DAYS: '-1' })).toThrow(/PB_LOGS_MAX_DAYS must be a whole number/)
  })

  it('local settings differ only in values: the same limiter, proxy header and closed batch API', () => {
    const local = settingsBody(localSettings('http://localhost:5173', 'smtp://127.0.0.1:1025', 'x@local'))
    const prod = settingsBody(settingsFromEnv(production))
    expect(local.rateLimits).toEqual(prod.rateLimits)
    expect(local.trustedProxy).toEqual(prod.trustedProxy)
    expect(local.batch).toEqual(prod.batch)
  })

  it('limits login attempts and mail-sending actions per address', () => {
    const rule = (label: string) => RATE_LIMIT_RULES.find((r) => r.label === label)
    expect(rule('*:auth')).toMatchObject({ duration: 30, maxRequests: 10 })
    for (const action of ['requestPasswordReset', 'requestVerification', 'requestOTP', 'requestEmailChange']) {
      expect(rule(`*:${action}`)?.maxRequests).toBeLessThanOrEqual(3)
    }
  })
})
