import { parseServerEnv } from '../../functions/_shared/env.ts'
import { functionVariables } from '../lib/netlify-functions-runtime.ts'
import { messageOf, type DoctorCheck } from './types.ts'

/** The functions' variables, as Netlify hands them over, parse for this deploy context (Webpay included). */
export const functionsEnv: DoctorCheck = {
  name: 'functions environment and Webpay credentials for this deploy context',
  async run(env, deploy) {
    try {
      parseServerEnv(functionVariables(env), deploy)
      return []
    } catch (err) {
      return [messageOf(err)]
    }
  },
}
