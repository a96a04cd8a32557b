import http from 'node:http'
import { BANNER_STATUS_FIELDS, TICKET_TYPE_FIELDS } from '../../src/domain/query-allowlist.ts'
import { jitteredReconnectDelay } from './backoff.ts'

/**
 * The realtime load of scenario (e), in its own process (started by drop.ts with its file-descriptor
 * limit raised): N cheap PocketBase realtime clients over raw HTTP, each doing what one open /buy page
 * does with the SDK: GET /api/realtime (SSE), POST its subscriptions with the clientId (signed-in ones
 * with their token), re-read what it shows on every event and after every reconnect, and reconnect with
 * SPEC's jittered steps when the stream ends. Each has its own X-Forwarded-For, as real visitors have
 * their own addresses under PocketBase's rate limiter. Driven by the parent over IPC (see Command).
 */

export interface ClientSpec {
  ip: string
  /** A user's auth token: signed-in pages also subscribe to their own requests. */
  token?: string
}

export type Command =
  | { cmd: 'connect'; baseUrl: string; clients: ClientSpec[]; publicTopics: string[]; signedInTopics: string[]; concurrency: number; levelId: string; refetchOnEvent: boolean }
  | { cmd: 'received'; keys: string[] }
  /** Pages that add a topic to what they hold (a signed-in page following its new request). */
  | { cmd: 'follow'; follows: { index: number; topic: string }[] }
  | { cmd: 'status' }
  | { cmd: 'stop' }

export interface ConnectReply {
  subscribed: number
  ms: number
  errors: string[]
}
export interface FollowReply {
  followed: number
  failed: number
}
export interface ReceivedReply {
  /** For each key: when each client first received it (epoch ms), null = never. */
  times: Record<string, (number | null)[]>
}
export interface StatusReply {
  subscribed: number
  /** Clients whose stream ended at least once. */
  dropped: number
  /** When each client last finished subscribing (epoch ms), null = not subscribed now. */
  subscribedAt: (number | null)[]
  /** What each client shows after its latest completed read: banner status and the level's Estado. */
  banner: string[]
  level: string[]
  reads: number
  readErrors: number
  /** Re-reads sent and not answered yet. */
  readsInFlight: number
  cpuMs: number
  errors: string[]
}

const CONNECT_TIMEOUT_MS = 15_000 // the SDK's maxConnectTimeout
const readAgent = new http.Agent({ keepAlive: true, maxSockets: 256 })
let stopping = false
let reads = 0
let readsInFlight = 0
let readErrors = 0
const errors = new Map<string, number>()
const note = (text: string) => {
  const key = text.slice(0, 160)
  if (errors.has(key) || errors.size < 20) errors.set(key, (errors.get(key) ?? 0) + 1)
}
const errorList = () => [...errors].map(([text, times]) => `${text} ×${times}`)

function request(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = http.request(url, { method, agent: readAgent, timeout: 30_000, headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', (err) => resolve({ status: 0, body: err.message }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (err) => resolve({ status: 0, body: err.message }))
    req.end(body)
  })
}

/** The SSE `data` of a record event: the key it is tracked by (collection/id/state) and the record. */
function eventKey(data: string): string {
  try {
    const parsed = JSON.parse(data) as { action?: string; record?: Record<string, unknown> }
    const r = parsed.record ?? {}
    const collection = String(r.collectionName ?? '')
    if (collection === 'EntradasPedidas') return `own/${String(parsed.action)}`
    return `${collection}/${String(r.id)}/${String(r.status ?? r.Estado ?? '')}`
  } catch {
    return 'unparsable'
  }
}

class SseClient {
  subscribedAt: number | null = null
  dropped = false
  readonly received = new Map<string, number>()
  banner = ''
  level = ''
  private attempt = 0
  private res: http.IncomingMessage | null = null
  private req: http.ClientRequest | null = null
  private readSeq = { banner: 0, level: 0 }
  private applied = { banner: 0, level: 0 }
  private firstSubscribe: ((ok: boolean) => void) | null = null
  private clientId = ''
  private readonly followed: string[] = []

  constructor(
    private readonly base: string,
    private readonly spec: ClientSpec,
    private readonly topics: string[],
    private readonly levelId: string,
    private readonly refetchOnEvent: boolean,
  ) {}

  /** The state an event carries: the banner record's status, the tracked level's Estado. */
  private apply(name: string, data: string) {
    try {
      const record = (JSON.parse(data) as { record?: { id?: string; status?: string; Estado?: string } }).record ?? {}
      // An event newer than any read in flight wins over that read's answer.
      if (name.startsWith('AlertBanner')) {
        this.applied.banner = ++this.readSeq.banner
        this.banner = String(record.status ?? '')
      } else if (name.startsWith('Entradas/') && record.id === this.levelId) {
        this.applied.level = ++this.readSeq.level
        this.level = String(record.Estado ?? '')
      }
    } catch {
      note('unparsable event')
    }
  }

  /** Resolves once the first attempt subscribed (true) or failed (false); retries go on either way. */
  start(): Promise<boolean> {
    return new Promise((resolve) => {
      this.firstSubscribe = resolve
      this.open()
    })
  }

  private settleFirst(ok: boolean) {
    this.firstSubscribe?.(ok)
    this.firstSubscribe = null
  }

  private open() {
    if (stopping) return
    let clientId = ''
    let buffer = ''
    let done = false
    const fail = (why: string) => {
      if (done) return
      done = true
      clearTimeout(timer)
      if (this.subscribedAt !== null) this.dropped = true
      this.subscribedAt = null
      this.req?.destroy()
      this.settleFirst(false)
      if (stopping) return
      note(why)
      setTimeout(() => this.open(), jitteredReconnectDelay(this.attempt++, Math.random()))
    }
    const timer = setTimeout(() => fail('EventSource connect took too long.'), CONNECT_TIMEOUT_MS)
    const req = http.request(`${this.base}/api/realtime`, { method: 'GET', agent: false, headers: { accept: 'text/event-stream', 'X-Forwarded-For': this.spec.ip } }, (res) => {
      this.res = res
      if (res.statusCode !== 200) {
        res.resume()
        fail(`realtime GET answered ${res.statusCode}`)
        return
      }
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        let end = buffer.indexOf('\n\n')
        while (end !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
          let name = ''
          let data = ''
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) name = line.slice(6).trim()
            else if (line.startsWith('data:')) data += line.slice(5).trim()
          }
          if (name === 'PB_CONNECT') {
            clientId = (JSON.parse(data) as { clientId: string }).clientId
            this.clientId = clientId
            void this.subscribe(clientId).then((ok) => {
              if (!ok) return fail('subscription refused')
              clearTimeout(timer)
              const reconnected = this.dropped || this.attempt > 0
              this.attempt = 0
              this.subscribedAt = Date.now()
              this.settleFirst(true)
              // The SPA refetches what it shows after a reconnect (events may have been missed).
              if (reconnected) this.refetch()
            })
          } else if (name) {
            const key = eventKey(data)
            if (!this.received.has(key)) this.received.set(key, Date.now())
            // What the page does on an event: re-read its banner status or catalogue (the SPA today), or
            // take the state from the event itself (refetchOnEvent false: re-reads only after reconnecting).
            if (this.refetchOnEvent) {
              if (name.startsWith('AlertBanner')) void this.readBanner()
              else if (name.startsWith('Entradas/')) void this.readLevel()
            } else this.apply(name, data)
          }
        }
      })
      res.on('end', () => fail('Realtime disconnected.'))
      res.on('error', () => fail('Realtime disconnected.'))
    })
    this.req = req
    req.on('error', (err) => fail(`Failed to establish realtime connection. (${err.message})`))
    req.end()
  }

  private async subscribe(clientId: string): Promise<boolean> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.spec.ip, ...(this.spec.token ? { authorization: this.spec.token } : {}) }
    const answer = await request(`${this.base}/api/realtime`, 'POST', headers, JSON.stringify({ clientId, subscriptions: [...this.topics, ...this.followed] }))
    if (answer.status !== 204) note(`subscribe answered ${answer.status}: ${answer.body}`)
    return answer.status === 204
  }

  /** Adds a topic and sends the page's whole set again, as the SDK does on every subscribe. */
  follow(topic: string): Promise<boolean> {
    this.followed.push(topic)
    return this.clientId ? this.subscribe(this.clientId) : Promise.resolve(false)
  }

  refetch() {
    void this.readBanner()
    void this.readLevel()
  }

  private async read(kind: 'banner' | 'level', url: string, pick: (body: unknown) => string) {
    const seq = ++this.readSeq[kind]
    reads++
    readsInFlight++
    const answer = await request(url, 'GET', { accept: 'application/json', 'X-Forwarded-For': this.spec.ip }).finally(() => readsInFlight--)
    if (answer.status !== 200) {
      readErrors++
      note(`read ${kind} answered ${answer.status}`)
      return
    }
    // A slower, older read must not overwrite a newer one.
    if (seq < this.applied[kind]) return
    this.applied[kind] = seq
    this[kind] = pick(JSON.parse(answer.body))
  }

  private readBanner() {
    return this.read('banner', `${this.base}/api/collections/AlertBanner/records?page=1&perPage=1&skipTotal=1&sort=created&fields=${encodeURIComponent(BANNER_STATUS_FIELDS)}`, (body) => {
      const items = (body as { items?: { status?: string }[] }).items
      return String(items?.[0]?.status ?? '')
    })
  }

  private readLevel() {
    const id = this.levelId
    return this.read('level', `${this.base}/api/collections/Entradas/records?page=1&perPage=200&skipTotal=1&sort=ValorCLP&fields=${encodeURIComponent(TICKET_TYPE_FIELDS)}`, (body) => {
      const items = (body as { items?: { id?: string; Estado?: string }[] }).items ?? []
      return String(items.find((item) => item.id === id)?.Estado ?? '')
    })
  }

  stop() {
    this.req?.destroy()
    this.res?.destroy()
  }
}

let clients: SseClient[] = []

async function connectAll(command: Extract<Command, { cmd: 'connect' }>): Promise<ConnectReply> {
  const t0 = performance.now()
  clients = command.clients.map(
    (spec) => new SseClient(command.baseUrl, spec, spec.token ? [...command.publicTopics, ...command.signedInTopics] : command.publicTopics, command.levelId, command.refetchOnEvent),
  )
  let next = 0
  const worker = async () => {
    while (next < clients.length) await clients[next++]?.start()
  }
  await Promise.all(Array.from({ length: Math.min(command.concurrency, clients.length) }, worker))
  return { subscribed: clients.filter((c) => c.subscribedAt !== null).length, ms: performance.now() - t0, errors: errorList() }
}

function status(): StatusReply {
  const cpu = process.cpuUsage()
  return {
    subscribed: clients.filter((c) => c.subscribedAt !== null).length,
    dropped: clients.filter((c) => c.dropped).length,
    subscribedAt: clients.map((c) => c.subscribedAt),
    banner: clients.map((c) => c.banner),
    level: clients.map((c) => c.level),
    reads,
    readErrors,
    readsInFlight,
    cpuMs: (cpu.user + cpu.system) / 1000,
    errors: errorList(),
  }
}

const reply = (message: unknown) => process.send?.(message)

process.on('message', (message: Command) => {
  switch (message.cmd) {
    case 'connect':
      void connectAll(message).then(reply)
      break
    case 'received':
      reply({ times: Object.fromEntries(message.keys.map((key) => [key, clients.map((c) => c.received.get(key) ?? null)])) } satisfies ReceivedReply)
      break
    case 'status':
      reply(status())
      break
    case 'follow':
      void Promise.all(message.follows.map(({ index, topic }) => clients[index]?.follow(topic) ?? Promise.resolve(false))).then((oks) =>
        reply({ followed: oks.filter(Boolean).length, failed: oks.filter((ok) => !ok).length } satisfies FollowReply),
      )
      break
    case 'stop':
      stopping = true
      for (const c of clients) c.stop()
      reply({ stopped: true })
      setTimeout(() => process.exit(0), 100).unref()
      break
  }
})
// Stops by itself when the parent goes away (the bench was interrupted or crashed), and after 10 minutes.
process.on('disconnect', () => process.exit(0))
setTimeout(() => process.exit(3), 10 * 60_000).unref()
