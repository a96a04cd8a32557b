import { inject } from 'vitest'

// Functions read their configuration from the environment, as on Netlify. A local stack: the functions
// may sign with the public development key (functions/_shared/ticket-signing.ts).
Object.assign(process.env, {
  MI_LOCAL_STACK: 'true',
  POCKETBASE_URL: inject('pocketbaseUrl'),
  PB_SUPERUSER_EMAIL: inject('superuserEmail'),
  PB_SUPERUSER_PASSWORD: inject('superuserPassword'),
  APP_URL: 'http://localhost:5173',
  MAIL_FROM: 'entradas@tests.local',
  SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1',
  WEBPAY_BASE_URL: process.env.WEBPAY_BASE_URL ?? 'http://127.0.0.1:1',
})
