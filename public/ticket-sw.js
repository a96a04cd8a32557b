/*
 * Keeps "My ticket" (/mientrada) working with no network once it has been opened (issue 39): the page
 * sends the list of what it loaded (src/features/profile/offline-ticket.ts), this worker keeps those
 * files, and an offline visit to /mientrada gets them from here. The ticket itself is on the device
 * (src/stores/ticket-pass.ts). Everything else goes to the network as if this worker were not here:
 * the page is always fetched fresh while online, and only the hashed, immutable /assets/ files are
 * answered from the cache first.
 */
const CACHE = 'mi-ticket-v1'
const PAGE = '/mientrada'
/** The files index.html loads from outside /assets/. */
const ROOT_FILES = ['/theme-boot.js', '/favicon.svg']

self.addEventListener('install', () => self.skipWaiting())

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('mi-ticket-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

const sameOrigin = (url) => url.origin === self.location.origin

/** Replaces the kept files with `urls` (what the page loaded): a new deploy's files push out the old ones. */
async function keep(urls) {
  const cache = await caches.open(CACHE)
  const wanted = new Set(urls.map((url) => new URL(url, self.location.origin).href))
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request)
  await Promise.all(
    [...wanted].map(async (url) => {
      if (await cache.match(url)) return
      const response = await fetch(url, { credentials: 'same-origin' })
      if (response.ok) await cache.put(url, response)
    }),
  )
}

self.addEventListener('message', (event) => {
  const data = event.data
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return
  const urls = data.urls.filter((url) => typeof url === 'string' && sameOrigin(new URL(url, self.location.origin)))
  event.waitUntil(
    keep(urls).then(
      () => event.source && event.source.postMessage({ type: 'kept' }),
      (err) => {
        console.warn('The ticket page could not be kept for offline use.', err)
        if (event.source) event.source.postMessage({ type: 'keep-failed' })
      },
    ),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (!sameOrigin(url)) return
  if (request.mode === 'navigate') {
    if (url.pathname !== PAGE) return
    // Network first: online the page is always fresh (and kept); offline, the kept copy.
    event.respondWith(
      fetch(request).then(
        (response) => {
          if (response.ok) {
            const copy = response.clone()
            void caches.open(CACHE).then((cache) => cache.put(PAGE, copy))
          }
          return response
        },
        () => caches.match(PAGE).then((kept) => kept || Response.error()),
      ),
    )
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change content: the kept copy when there is one, else the network (kept).
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone()
              void caches.open(CACHE).then((cache) => cache.put(request, copy))
            }
            return response
          }),
      ),
    )
    return
  }
  // The page's own files outside /assets/ (theme-boot.js, the favicon): the network, the kept copy offline.
  if (!ROOT_FILES.includes(url.pathname)) return
  event.respondWith(fetch(request).catch(() => caches.match(request).then((kept) => kept || Response.error())))
})
