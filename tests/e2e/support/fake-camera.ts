import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as ed from '@noble/ed25519'
import QRCode from 'qrcode'
import { DEV_TICKET_KEYS } from '../../../src/domain/ticket-keys.ts'

const WIDTH = 640
const HEIGHT = 480
const FRAMES = 5

/**
 * A Y4M video (Chromium's --use-file-for-fake-video-capture plays it in a loop as the camera) that
 * shows `text` as a QR code, black on white in the middle of the frame, as a phone held over a ticket
 * sees it. Written synchronously so it exists before the browser launches.
 */
export function qrCameraVideo(text: string, name: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + 8))
  const left = Math.floor((WIDTH - size * scale) / 2)
  const top = Math.floor((HEIGHT - size * scale) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235)
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue
      for (let y = 0; y < scale; y++) luma.fill(16, (top + row * scale + y) * WIDTH + left + col * scale, (top + row * scale + y) * WIDTH + left + (col + 1) * scale)
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const file = path.join(os.tmpdir(), `${name}.y4m`)
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: FRAMES }, () => frame)]))
  return file
}

/**
 * `id=…&t=…&s=…` of a ticket signed with the run's key (TICKET_SIGNING_KEY, set by the stack before the
 * workers start), as the ticket mail prints it. Playwright also loads spec files to list the tests,
 * before the stack exists: that listing signs with the development key and is never scanned.
 */
export function signedQuerySync(id: string, tipo: string): string {
  ed.hashes.sha512 = (message: Uint8Array) => new Uint8Array(createHash('sha512').update(message).digest())
  const key = process.env.TICKET_SIGNING_KEY ?? DEV_TICKET_KEYS.privateKey
  const signature = Buffer.from(ed.sign(new TextEncoder().encode(`MI1|${id}|${tipo}`), Buffer.from(key, 'hex'))).toString('base64url')
  return `id=${id}&t=${tipo}&s=${signature}`
}
