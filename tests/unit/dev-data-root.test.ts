import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { devDataRoot, isEmptyStart } from '../../scripts/lib/dev-config.ts'
import { devDir, repoRoot } from '../../scripts/lib/paths.ts'

describe('where npm start and npm run reset keep local data (scripts/lib/dev-config.ts)', () => {
  it('an empty start is asked for by MI_EMPTY=1 or --empty', () => {
    expect(isEmptyStart({}, [])).toBe(false)
    expect(isEmptyStart({ MI_EMPTY: '1' }, [])).toBe(true)
    expect(isEmptyStart({ MI_EMPTY: '0' }, [])).toBe(false)
    expect(isEmptyStart({}, ['--empty'])).toBe(true)
  })

  it('MI_DEV_DATA_DIR wins; else .dev, or .dev/empty for an empty start (the demo data stays apart)', () => {
    expect(devDataRoot({}, false)).toBe(devDir)
    expect(devDataRoot({}, true)).toBe(path.join(devDir, 'empty'))
    expect(devDataRoot({ MI_DEV_DATA_DIR: '/tmp/mi-data' }, false)).toBe('/tmp/mi-data')
    expect(devDataRoot({ MI_DEV_DATA_DIR: '/tmp/mi-data' }, true)).toBe('/tmp/mi-data')
  })

  it('npm run reset wipes the data of MI_DEV_DATA_DIR, not .dev', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'mi-reset-'))
    try {
      for (const dir of ['pb_data', 'mail', 'keep']) {
        mkdirSync(path.join(root, dir))
        writeFileSync(path.join(root, dir, 'file'), 'x')
      }
      const out = execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'scripts', 'reset.ts')], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, MI_DEV_DATA_DIR: root },
        encoding: 'utf8',
      })
      expect(existsSync(path.join(root, 'pb_data'))).toBe(false)
      expect(existsSync(path.join(root, 'mail'))).toBe(false)
      expect(existsSync(path.join(root, 'keep', 'file'))).toBe(true)
      expect(out).toContain(path.join(root, 'pb_data'))
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 30_000)
})
