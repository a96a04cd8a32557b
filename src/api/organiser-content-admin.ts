import type { OrganiserContentFields, OrganiserContentRecord, StaffRecord } from '@/types/organiser-content'
import { pb } from './pocketbase'

/** Moderators' writes to ContenidoOrganizador and Equipo (/admincontent); visitors only read (organiser-content.ts). */
export const organiserContentAdminApi = {
  /** Moderators: saves the content record (bilingual check and audit row on the server). */
  async update(id: string, fields: OrganiserContentFields): Promise<OrganiserContentRecord> {
    return pb.collection('ContenidoOrganizador').update<OrganiserContentRecord>(id, fields)
  },
  /** Moderators: a new staff member; `data` may carry an `avatar` File. */
  async createStaff(data: FormData): Promise<StaffRecord> {
    return pb.collection('Equipo').create<StaffRecord>(data)
  },
  async updateStaff(id: string, data: FormData): Promise<StaffRecord> {
    return pb.collection('Equipo').update<StaffRecord>(id, data)
  },
  async deleteStaff(id: string): Promise<void> {
    await pb.collection('Equipo').delete(id)
  },
}
