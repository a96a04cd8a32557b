import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import PocketBase from 'pocketbase'
import { freePort, waitForHttp } from '../../scripts/lib/ports.ts'
import { startPocketBase, type PocketBaseServer } from '../../scripts/lib/pocketbase-server.ts'
import { superuser, uniqueEmail } from './support/pocketbase.ts'

/** Every record of every collection (views included), sorted by id: what a restore must bring back. */
async function everything(pb: PocketBase): Promise<Record<string, unknown[]>> {
  const collections = await pb.collections.getFullList({ sort: 'name' })
  const all: Record<string, unknown[]> = { collections: collections.map(({ created: _c, updated: _u, ...rest }) => rest) }
  for (const collection of collections) {
    all[collection.name] = await pb.collection(collection.name).getFullList({ sort: 'id', batch: 1000, requestKey: null })
  }
  return all
}

const hasRecord = (pb: PocketBase, collection: string, id: string) =>
  pb
    .collection(collection)
    .getOne(id)
    .then(() => true)
    .catch(() => false)

describe('backup and restore (docs/deploy.md)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mi-restore-'))
  let fresh: PocketBaseServer | null = null
  afterAll(async () => {
    await fresh?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("a backup taken through PocketBase's backup API, restored into a fresh server, has every collection and record", async () => {
    const source = await superuser()
    // A record only the backup has: its arrival on the fresh server means the restore has happened.
    const marker = await source.collection('users').create({ email: uniqueEmail('restore-marker'), password: 'Password123', passwordConfirm: 'Password123' })
    const name = `restore-test-${Date.now()}.zip`
    await source.backups.create(name)
    const archive = await (await fetch(source.backups.getDownloadURL(await source.files.getToken(), name))).blob()
    expect(archive.size).toBeGreaterThan(0)
    const expected = await everything(source)

    fresh = await startPocketBase({
      dataDir,
      port: await freePort(),
      superuserEmail: inject('superuserEmail'),
      superuserPassword: inject('superuserPassword'),
    })
    const target = new PocketBase(fresh.url)
    target.autoCancellation(false)
    await target.collection('_superusers').authWithPassword(inject('superuserEmail'), inject('superuserPassword'))
    await target.backups.upload({ file: new File([archive], name, { type: 'application/zip' }) })
    await target.backups.restore(name)
    // PocketBase restores in the background and restarts itself: poll until the marker shows.
    const url = fresh.url
    const reopen = async () => {
      await waitForHttp(`${url}/api/health`, 30_000)
      const pb = new PocketBase(url)
      pb.autoCancellation(false)
      await pb.collection('_superusers').authWithPassword(inject('superuserEmail'), inject('superuserPassword'))
      return pb
    }
    const deadline = Date.now() + 60_000
    let restored = await reopen().catch(() => null)
    while (Date.now() < deadline && (restored === null || !(await hasRecord(restored, 'users', marker.id)))) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      restored = await reopen().catch(() => null)
    }
    if (!restored) throw new Error('the restored server did not come back')
    expect(await everything(restored)).toEqual(expected)
    await source.backups.delete(name)
  }, 120_000)
})
