import { superuserClient } from '../lib/configure-pocketbase.ts'
import { typesWithoutQuantity } from '../lib/pb-setup.ts'
import { messageOf, type DoctorCheck } from './types.ts'

/** Every ticket type has its EntradasQuedan row (without one it sells without limit). */
export const ticketQuantities: DoctorCheck = {
  name: 'every ticket type has its quantity row',
  async run(env) {
    try {
      const pb = await superuserClient(env.POCKETBASE_URL ?? '', env.PB_SUPERUSER_EMAIL ?? '', env.PB_SUPERUSER_PASSWORD ?? '')
      const { missing } = await typesWithoutQuantity(pb)
      return missing.length > 0 ? [`no EntradasQuedan row for ${missing.map((t) => t.Tipo).join(', ')}: they would sell without limit`] : []
    } catch (err) {
      return [messageOf(err)]
    }
  },
}
