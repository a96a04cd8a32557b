/** One configuration check of `npm run doctor`: its name, and the problems it found (none = passed). */
export interface DoctorCheck {
  name: string
  run(env: NodeJS.ProcessEnv): Promise<string[]>
}

export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))
