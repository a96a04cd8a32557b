import type { DeployContext } from '../../functions/_shared/netlify-runtime.ts'

/**
 * One configuration check of `npm run doctor`: its name, and the problems it found (none = passed).
 * `deploy` is the Netlify deploy context whose configuration is checked (production unless told).
 */
export interface DoctorCheck {
  name: string
  run(env: NodeJS.ProcessEnv, deploy: DeployContext): Promise<string[]>
}

export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))
