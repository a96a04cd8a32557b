import type { DoorEdition, DoorTicket, LocalAdmission } from '@/api/checkin'

/**
 * The scanner's memory on this device (IndexedDB), so the door keeps working when the venue Wi-Fi
 * fails: the last synced ticket list, the admissions made offline waiting to be sent, and the
 * device's own id. Holds no document numbers and no health data (the list has neither).
 */
const DB_NAME = 'mi-door'
const VERSION = 1
const TICKETS = 'tickets'
const QUEUE = 'queue'
const META = 'meta'

let opening: Promise<IDBDatabase> | null = null

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, VERSION)
    request.onupgradeneeded = () => {
      const db = request.result
      db.createObjectStore(TICKETS, { keyPath: 'id' })
      db.createObjectStore(QUEUE, { keyPath: 'ticket' })
      db.createObjectStore(META)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => {
      opening = null
      reject(request.error ?? new Error('IndexedDB could not be opened.'))
    }
  })
  return opening
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed.'))
  })
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed.'))
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted.'))
  })
}

async function store(name: string, mode: IDBTransactionMode) {
  return (await open()).transaction(name, mode).objectStore(name)
}

export const doorStore = {
  /** Replaces the ticket list with the server's (one transaction: never half a list). */
  async replaceList(tickets: DoorTicket[], edition: DoorEdition, syncedAt: string) {
    const tx = (await open()).transaction([TICKETS, META], 'readwrite')
    const list = tx.objectStore(TICKETS)
    list.clear()
    for (const ticket of tickets) list.put(ticket)
    tx.objectStore(META).put(syncedAt, 'syncedAt')
    tx.objectStore(META).put(edition, 'edition')
    await committed(tx)
  },
  /** The edition the list was synced for; null before the first sync. */
  async edition(): Promise<DoorEdition | null> {
    return ((await done((await store(META, 'readonly')).get('edition'))) as DoorEdition | undefined) ?? null
  },
  async ticket(id: string): Promise<DoorTicket | undefined> {
    return done((await store(TICKETS, 'readonly')).get(id) as IDBRequest<DoorTicket | undefined>)
  },
  async syncedAt(): Promise<string | null> {
    return ((await done((await store(META, 'readonly')).get('syncedAt'))) as string | undefined) ?? null
  },
  /** Queues an offline admission; false when this device already admitted the ticket. */
  async queue(admission: LocalAdmission): Promise<boolean> {
    const tx = (await open()).transaction(QUEUE, 'readwrite')
    const queue = tx.objectStore(QUEUE)
    const existing = (await done(queue.get(admission.ticket))) as LocalAdmission | undefined
    if (!existing) queue.add(admission)
    await committed(tx)
    return !existing
  },
  async queued(ticket: string): Promise<LocalAdmission | undefined> {
    return done((await store(QUEUE, 'readonly')).get(ticket) as IDBRequest<LocalAdmission | undefined>)
  },
  /** Admissions waiting to be sent, oldest first. */
  async pending(): Promise<LocalAdmission[]> {
    const all = (await done((await store(QUEUE, 'readonly')).getAll())) as LocalAdmission[]
    return all.sort((a, b) => a.at.localeCompare(b.at))
  },
  async unqueue(tickets: string[]) {
    const tx = (await open()).transaction(QUEUE, 'readwrite')
    for (const ticket of tickets) tx.objectStore(QUEUE).delete(ticket)
    await committed(tx)
  },
  /** This device's id, made once: the server tells its admissions apart from other scanners'. */
  async deviceId(): Promise<string> {
    const tx = (await open()).transaction(META, 'readwrite')
    const meta = tx.objectStore(META)
    let id = (await done(meta.get('deviceId'))) as string | undefined
    if (!id) {
      id = crypto.randomUUID()
      meta.put(id, 'deviceId')
    }
    await committed(tx)
    return id
  },
}
