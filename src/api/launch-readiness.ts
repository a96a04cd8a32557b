import { pb } from './pocketbase'
import type { LaunchProblem } from '@/domain/launch-readiness'

/** Organisers: what still blocks the launch, from the data on the server (src/domain/launch-readiness.ts). */
export const launchReadinessApi = {
  problems: () => pb.send<{ problems: LaunchProblem[] }>('/api/mi/organiser/readiness', { requestKey: null }).then((answer) => answer.problems),
}
