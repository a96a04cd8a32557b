// Width and height of a PNG or JPEG from its first bytes (the JSVM has no image decoder).
function pngSize(b) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  for (let i = 0; i < 8; i++) if (b[i] !== signature[i]) return null
  const u32 = (o) => ((b[o] << 24) | (b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]) >>> 0
  return { width: u32(16), height: u32(20) }
}

function jpegSize(b) {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1]
    if (marker === 0xff) {
      i++
      continue
    }
    const length = (b[i + 2] << 8) | b[i + 3]
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) return { height: (b[i + 5] << 8) | b[i + 6], width: (b[i + 7] << 8) | b[i + 8] }
    i += 2 + length
  }
  return null
}

module.exports = {
  imageSize(bytes) {
    return pngSize(bytes) || jpegSize(bytes)
  },
}
