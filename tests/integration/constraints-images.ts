import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid RGB PNG of `width`×`height` in one colour. `totalBytes` pads it with a private ancillary
 * chunk (which decoders skip) to exactly that file size.
 */
export function png(width: number, height: number, totalBytes?: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit depth, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels)]
  const end = chunk('IEND', Buffer.alloc(0))
  if (totalBytes !== undefined) {
    const used = parts.reduce((n, p) => n + p.length, 0) + end.length + 12
    if (used > totalBytes) throw new Error(`a ${width}x${height} PNG needs at least ${used} bytes`)
    parts.push(chunk('prVt', Buffer.alloc(totalBytes - used, 0x20)))
  }
  return Buffer.concat([...parts, end])
}

const segment = (marker: number, data: number[]) => [0xff, marker, ((data.length + 2) >> 8) & 0xff, (data.length + 2) & 0xff, ...data]

/**
 * The header of a baseline JPEG of `width`×`height` (SOI, JFIF APP0, a quantisation table, SOF0,
 * a Huffman table, SOS, a few bytes of scan data, EOI): enough for content sniffing and for the size
 * parser of src/domain/image-size.ts (pb_hooks/lib/square-avatar.js runs it), which is all the server looks at.
 */
export function jpeg(width: number, height: number): Buffer {
  const jfif = [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]
  const quantisation = [0x00, ...Array.from({ length: 64 }, () => 1)]
  const frame = [0x08, (height >> 8) & 0xff, height & 0xff, (width >> 8) & 0xff, width & 0xff, 0x01, 0x01, 0x11, 0x00]
  const huffman = [0x00, 0x01, ...Array.from({ length: 15 }, () => 0), 0x00]
  const scan = [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xe0, jfif),
    ...segment(0xdb, quantisation),
    ...segment(0xc0, frame),
    ...segment(0xc4, huffman),
    ...segment(0xda, scan),
    0x00, 0x00, 0x00, 0x00,
    0xff, 0xd9,
  ])
}

/** A 1×1 GIF. */
export function gif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64')
}

export function imageForm(field: string, bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData()
  form.append(field, new File([new Uint8Array(bytes)], name, { type }))
  return form
}
