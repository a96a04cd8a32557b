import { isRecordId } from '@/domain/ids'
import type { ScannedCode } from './offline-door'

/**
 * What a QR code or a typed code holds: the ticket address (`…/entrada?id=<id>`, any origin, so QR
 * codes printed from a preview build still read; signed ones add `t` and `s`) or the bare id.
 */
export function readScannedCode(text: string): ScannedCode | null {
  const code = text.trim()
  if (isRecordId(code)) return { id: code }
  let url: URL
  try {
    url = new URL(code)
  } catch {
    return null
  }
  if (!/\/entrada\/?$/.test(url.pathname)) return null
  const id = url.searchParams.get('id') ?? ''
  if (!isRecordId(id)) return null
  const tipo = url.searchParams.get('t')
  const signature = url.searchParams.get('s')
  const edicion = url.searchParams.get('e')
  return { id, ...(tipo !== null ? { tipo } : {}), ...(signature !== null ? { signature } : {}), ...(edicion !== null ? { edicion } : {}) }
}
