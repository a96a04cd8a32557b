import http from 'node:http'
import { functionsMiddleware } from '../lib/functions-middleware.ts'

/**
 * The functions over real HTTP for the benchmark, in their own process (as on Netlify, they do not
 * share an event loop with the load generator). Configured by the environment the bench passes.
 */
const port = Number(process.env.BENCH_FUNCTIONS_PORT)
if (!Number.isInteger(port) || port <= 0) throw new Error('BENCH_FUNCTIONS_PORT must be a port number')

const handle = functionsMiddleware({ reload: false })
const server = http.createServer((req, res) => {
  if (req.url === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    return
  }
  void handle(req, res, (err?: unknown) => {
    if (err) console.error(err)
    res.writeHead(err ? 500 : 404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: err ? 'Internal error' : 'Not found' }))
  })
})
server.keepAliveTimeout = 30_000
// Listening only once every function is imported: on Netlify they are bundled at deploy, and a rush's
// first second must not measure this process transpiling TypeScript. This models warm instances: the
// cold start of each new instance Netlify adds in a surge (its module loading) is not measured here.
await handle.preload()
server.listen(port, '127.0.0.1', () => console.log(`functions listening on ${port}`))

const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
