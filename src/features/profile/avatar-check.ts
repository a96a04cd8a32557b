import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/domain/validation'
import { imageSize, isSquare, type ImageSize } from '@/domain/image-size'

export type AvatarProblem = 'type' | 'size' | 'square'

const HEADER_BYTES = 512 * 1024

async function dimensions(file: File): Promise<ImageSize | null> {
  const fromHeader = imageSize(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()))
  if (fromHeader || typeof createImageBitmap !== 'function') return fromHeader
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  } catch {
    return null
  }
}

/** The first SPEC §5 rule a chosen avatar breaks (JPEG/PNG, ≤ 2,242,880 bytes, square), or null. */
export async function checkAvatar(file: File): Promise<AvatarProblem | null> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > AVATAR_MAX_BYTES) return 'size'
  return isSquare(await dimensions(file)) ? null : 'square'
}

/** A data: URL to preview the chosen file before it is saved. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'))
    reader.readAsDataURL(file)
  })
}
