import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint, type Linter } from 'eslint'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/lib/paths.ts'

// The Netlify entry files are the payment endpoints: a config change that stops linting or
// type-checking them would pass `npm run lint` and `tsc -b` in silence, so this test names each one.
const functionsDir = path.join(repoRoot, 'functions')
const entryFiles = readdirSync(functionsDir)
  .filter((name) => name.endsWith('.mts'))
  .map((name) => path.join(functionsDir, name))

const TYPE_AWARE_RULES = [
  '@typescript-eslint/no-floating-promises',
  '@typescript-eslint/no-misused-promises',
  '@typescript-eslint/await-thenable',
  '@typescript-eslint/no-unnecessary-type-assertion',
]

const severity = (entry: Linter.RuleEntry | undefined) => (Array.isArray(entry) ? entry[0] : entry)
const isError = (entry: Linter.RuleEntry | undefined) => severity(entry) === 2 || severity(entry) === 'error'

describe('every functions/*.mts entry file is checked', () => {
  const eslint = new ESLint({ cwd: repoRoot })

  it('there are entry files to check', () => {
    expect(entryFiles.length).toBeGreaterThanOrEqual(10)
  })

  it.each(entryFiles.map((file) => [path.basename(file), file]))('ESLint lints %s with the type-aware rules', async (_name, file) => {
    expect(await eslint.isPathIgnored(file)).toBe(false)
    const config = (await eslint.calculateConfigForFile(file)) as Linter.Config | undefined
    const parserOptions = config?.languageOptions?.parserOptions as { projectService?: unknown } | undefined
    expect(parserOptions?.projectService).toBe(true)
    for (const rule of TYPE_AWARE_RULES) expect(isError(config?.rules?.[rule]), rule).toBe(true)
  })

  it('a floating promise added to any entry file is reported (the type information reaches it)', { timeout: 120_000 }, async () => {
    for (const file of entryFiles) {
      const probe = `${readFileSync(file, 'utf8')}\nPromise.resolve(1)\n`
      const [result] = await eslint.lintText(probe, { filePath: file })
      const messages = result?.messages ?? []
      expect(messages.filter((m) => m.fatal), path.basename(file)).toEqual([])
      expect(messages.map((m) => m.ruleId), path.basename(file)).toContain('@typescript-eslint/no-floating-promises')
    }
  })

  it('tsc -b type-checks every entry file (tsconfig.node.json includes it)', () => {
    const parsed = ts.getParsedCommandLineOfConfigFile(path.join(repoRoot, 'tsconfig.node.json'), {}, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    })
    const included = new Set(parsed?.fileNames.map((name) => path.resolve(name)))
    for (const file of entryFiles) expect(included.has(file), path.basename(file)).toBe(true)
  })
})
