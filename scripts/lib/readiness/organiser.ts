import type PocketBase from 'pocketbase'
import { organiserContentProblems, type ContentProblem, type OrganiserSnapshot } from '../../../src/domain/organiser-readiness.ts'
import { blocker, type Finding } from './findings.ts'

/** A content problem in the operator's words (English), with the area the terminal groups it under. */
function finding(problem: ContentProblem): Finding {
  switch (problem.kind) {
    case 'noRecord':
      return blocker('organiser', 'ContenidoOrganizador has no record: run the migrations (pb_migrations/1795002301_organiser_content_seed.js)')
    case 'noStaff':
      return blocker('organiser', 'Equipo has no staff: /us would show an empty team')
    case 'empty':
      return blocker('organiser', `${problem.where} is empty`)
    case 'missingLanguage':
      return blocker('translations', `${problem.where} is empty: the ${problem.language} text is missing`)
    case 'noCounterpart':
      return blocker('translations', `${problem.where} has no ${problem.language} counterpart`)
    case 'seedValue':
      return blocker('organiser', `${problem.where} still holds the seed value ${JSON.stringify(problem.value)}`)
    case 'invented':
      return blocker('organiser', `${problem.where} looks invented: ${JSON.stringify(problem.value)}`)
    case 'unknownFact':
      return blocker('organiser', `${problem.where} names an unknown fact {${problem.token}}`)
  }
}

/**
 * Organiser content that would embarrass a launch (src/domain/organiser-readiness.ts, the rule the
 * console's readiness list applies too).
 */
export function organiserFindings(current: OrganiserSnapshot | null, seed: OrganiserSnapshot): Finding[] {
  return organiserContentProblems(current, seed).map(finding)
}

/** The live organiser content, read as a superuser (the same data visitors see). */
export async function fetchOrganiser(pb: PocketBase): Promise<OrganiserSnapshot | null> {
  const [contents, staff] = await Promise.all([
    pb.collection('ContenidoOrganizador').getList(1, 1, { sort: 'created' }),
    pb.collection('Equipo').getFullList({ sort: 'order,created' }),
  ])
  const content = contents.items[0]
  if (!content) return null
  return { content: { ...content }, staff: staff.map((member) => ({ ...member })) }
}
