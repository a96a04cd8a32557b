import { parseServerEnv } from '../../functions/_shared/env.ts'
import { messageOf, type DoctorCheck } from './types.ts'

/** The functions' variables parse, and the Webpay ones fit the site (production, or declared staging). */
export const functionsEnv: DoctorCheck = {
  name: 'functions environment and Webpay credentials for this APP_URL',
  async run(env) {
    try {
      parseServerEnv(env)
      return []
    } catch (err) {
      return [messageOf(err)]
    }
  },
}
