import type { SnapshotTicketType } from '@/domain/function-contracts'

/** An Entradas record of a test, as its card appears in the public snapshot (pb_hooks/lib/public-snapshot.js). */
export interface SnapshotSource {
  id: string
  Tipo: string
  Estado: string
  ValorCLP: number
  Nombre: string
  NombreIngles: string
  Imagen: string
  listaEspera?: boolean
}

/** The snapshot's card of a (non-draft) type, every field as the hook writes it. */
export function snapshotTypeOf(type: SnapshotSource): SnapshotTicketType {
  const state = type.Estado
  if (state !== 'disponible' && state !== 'agotada' && state !== 'anunciada') throw new Error(`a ${state} type is never in the snapshot`)
  return { id: type.id, code: type.Tipo, state, price: type.ValorCLP, name: type.Nombre, nameEn: type.NombreIngles, image: type.Imagen, waitingList: type.listaEspera ?? false }
}
