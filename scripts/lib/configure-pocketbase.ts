import PocketBase from 'pocketbase'

export interface PocketBaseSettings {
  appUrl: string
  senderAddress: string
  senderName: string
  smtpUrl: string
  /** PocketBase's rate limiter (off for local tests that log in many times a second from 127.0.0.1). */
  rateLimits: boolean
}

/** An authenticated superuser client for server-side scripts. */
export async function superuserClient(url: string, email: string, password: string): Promise<PocketBase> {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection('_superusers').authWithPassword(email, password)
  return pb
}

function smtpSettings(smtpUrl: string) {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  return {
    enabled: true,
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 25)),
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    tls: secure,
    authMethod: 'PLAIN',
    localName: '',
  }
}

/**
 * Applies environment-specific settings (app URL, sender, SMTP, rate limits) through the settings API.
 * They are deliberately not in a migration: each environment has its own, and SMTP holds a secret.
 */
export async function configurePocketBase(pb: PocketBase, settings: PocketBaseSettings): Promise<void> {
  await pb.settings.update({
    meta: {
      appName: 'Monster Invasion',
      appURL: settings.appUrl,
      senderName: settings.senderName,
      senderAddress: settings.senderAddress,
    },
    smtp: smtpSettings(settings.smtpUrl),
    rateLimits: {
      enabled: settings.rateLimits,
      rules: [
        { label: '*:auth', audience: '', duration: 3, maxRequests: 5 },
        { label: '*:create', audience: '', duration: 5, maxRequests: 20 },
        { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
      ],
    },
  })
}
