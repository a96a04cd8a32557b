import { readFileSync } from 'node:fs'
import path from 'node:path'

const libDir = path.resolve(import.meta.dirname, '../../pb_hooks/lib')

/**
 * Evaluates pb_hooks/lib/`name` as PocketBase's JS VM does (a CommonJS module, `__hooks` the hooks
 * directory, `require` of its sibling libs), with `globals` standing in for the VM's own ($security…).
 */
export function loadHookLib(name: string, globals: Record<string, unknown> = {}): unknown {
  const load = (file: string): unknown => {
    const module = { exports: {} as unknown }
    const requireLib = (target: string) => load(path.resolve(libDir, path.basename(target)))
    const names = ['module', '__hooks', 'require', ...Object.keys(globals)]
    new Function(...names, readFileSync(file, 'utf8'))(module, path.dirname(libDir), requireLib, ...Object.values(globals))
    return module.exports
  }
  return load(path.join(libDir, name))
}
