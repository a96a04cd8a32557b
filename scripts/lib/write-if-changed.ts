import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './paths.ts'

/** Writes a generated file only when its text changed (its time stamp stays otherwise), and says which. */
export function writeIfChanged(file: string, text: string): void {
  const before = (() => {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      return ''
    }
  })()
  if (before !== text) writeFileSync(file, text)
  console.log(`${before === text ? 'unchanged' : 'written'}: ${path.relative(repoRoot, file)}`)
}
