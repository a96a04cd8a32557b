import http from 'node:http'

export interface WebpayStandIn {
  url: string
  stop(): Promise<void>
}

/**
 * A local stand-in for Transbank Webpay Plus (REST v1.2). For now it answers health only; the
 * payment issue fills in create/commit/status/refund and the card form.
 */
export function startWebpayStandIn(options: { port: number }): Promise<WebpayStandIn> {
  const server = http.createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }))
      return
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error_message: 'Not Found' }))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : options.port
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise<void>((r) => server.close(() => r())),
      })
    })
  })
}
