import { parseServerEnv } from '../../functions/_shared/env.ts'
import { functionVariables } from '../lib/netlify-functions-runtime.ts'
import { messageOf, type DoctorCheck } from './types.ts'

/**
 * Webpay accepts the configured commerce code and key: a status query for a token that does not exist
 * is answered 401 "Not Authorized" with wrong credentials, and 404/422 with right ones (payments.md §1).
 */
export const webpayCredentials: DoctorCheck = {
  name: 'Webpay accepts the credentials',
  async run(env, deploy) {
    let config
    try {
      config = parseServerEnv(functionVariables(env), deploy)
    } catch (err) {
      return [messageOf(err)]
    }
    const url = `${config.webpayBaseUrl}/rswebpaytransaction/api/webpay/v1.2/transactions/${'0'.repeat(64)}`
    try {
      const res = await fetch(url, {
        headers: { 'Tbk-Api-Key-Id': config.webpayCommerceCode, 'Tbk-Api-Key-Secret': config.webpayApiKey, 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(15_000),
      })
      if (res.status === 401) return [`${config.webpayBaseUrl} refuses WEBPAY_COMMERCE_CODE/WEBPAY_API_KEY (401 Not Authorized)`]
      if (res.status >= 500) return [`${config.webpayBaseUrl} answered ${res.status}`]
      return []
    } catch (err) {
      return [`${config.webpayBaseUrl} is unreachable: ${messageOf(err)}`]
    }
  },
}
