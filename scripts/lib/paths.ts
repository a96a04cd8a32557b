import { fileURLToPath } from 'node:url'
import path from 'node:path'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const devDir = path.join(repoRoot, '.dev')
export const migrationsDir = path.join(repoRoot, 'pb_migrations')
export const hooksDir = path.join(repoRoot, 'pb_hooks')
