import { inject } from 'vitest'
import { installNetlifyEnv } from '../../scripts/lib/netlify-functions-runtime.ts'

// The functions read their configuration from Netlify.env, holding only what a site gives its
// functions; each test calls them with a "dev" deploy context (invokeFunction), like `netlify dev`,
// and so do the functions' internals the tests call directly.
installNetlifyEnv(
  {
    POCKETBASE_URL: inject('pocketbaseUrl'),
    PB_SUPERUSER_EMAIL: inject('superuserEmail'),
    PB_SUPERUSER_PASSWORD: inject('superuserPassword'),
    APP_URL: 'http://localhost:5173',
    MAIL_FROM: 'entradas@tests.local',
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1',
    WEBPAY_BASE_URL: process.env.WEBPAY_BASE_URL ?? 'http://127.0.0.1:1',
  },
  { ambientContext: 'dev' },
)
