/** One thing a launch would be embarrassed by (blocker) or that deserves a look (warning). */
export interface Finding {
  severity: 'blocker' | 'warning'
  area: 'organiser' | 'placeholder' | 'tickets' | 'dates' | 'translations' | 'setup'
  message: string
}

export const blocker = (area: Finding['area'], message: string): Finding => ({ severity: 'blocker', area, message })
export const warning = (area: Finding['area'], message: string): Finding => ({ severity: 'warning', area, message })

/** The findings as lines for a terminal, blockers first, grouped by area. */
export function formatFindings(findings: Finding[]): string {
  if (findings.length === 0) return 'Ready for launch: nothing found.'
  const order: Finding['severity'][] = ['blocker', 'warning']
  const lines: string[] = []
  for (const severity of order) {
    const some = findings.filter((f) => f.severity === severity)
    if (some.length === 0) continue
    lines.push(`${severity === 'blocker' ? 'BLOCKERS' : 'Warnings'} (${some.length})`)
    for (const f of some) lines.push(`  [${f.area}] ${f.message}`)
  }
  return lines.join('\n')
}
