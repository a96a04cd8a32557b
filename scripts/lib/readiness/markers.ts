import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { blocker, type Finding } from './findings.ts'

const MARKER = /PLACEHOLDER:\s*(.*)/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

/** Every `PLACEHOLDER` marker left in the SPA's sources: draft texts nobody has confirmed yet. */
export function markerFindings(root: string): Finding[] {
  const findings: Finding[] = []
  for (const file of sourceFiles(path.join(root, 'src'))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const match = MARKER.exec(line)
        if (match) findings.push(blocker('placeholder', `${path.relative(root, file)}:${index + 1} ${match[1]?.trim() ?? ''}`.trim()))
      })
  }
  return findings
}
