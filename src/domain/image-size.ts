/**
 * Width and height of a PNG or JPEG from its first bytes. PocketBase runs this same code (through
 * pb_hooks/lib/domain.generated.js, in pb_hooks/lib/square-avatar.js), so the browser and the server
 * agree on what "square" means.
 */
export interface ImageSize {
  width: number
  height: number
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || PNG_SIGNATURE.some((byte, i) => b[i] !== byte)) return null
  const u32 = (o: number) => (((b[o] ?? 0) << 24) | ((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0)) >>> 0
  return { width: u32(16), height: u32(20) }
}

function jpegSize(b: Uint8Array): ImageSize | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null
  const at = (i: number) => b[i] ?? 0
  let i = 2
  while (i + 9 < b.length) {
    if (at(i) !== 0xff) return null
    const marker = at(i + 1)
    if (marker === 0xff) {
      i++
      continue
    }
    const length = (at(i + 2) << 8) | at(i + 3)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) return { height: (at(i + 5) << 8) | at(i + 6), width: (at(i + 7) << 8) | at(i + 8) }
    i += 2 + length
  }
  return null
}

export const imageSize = (bytes: Uint8Array): ImageSize | null => pngSize(bytes) ?? jpegSize(bytes)

export const isSquare = (size: ImageSize | null) => size !== null && size.width > 0 && size.width === size.height
