import { pb } from './pocketbase'
import type { AmigoRecord } from '@/types/pocketbase'

const FIELDS = 'id,Nombre,Url,Image,collectionId,collectionName'

/** Partner communities (Amigos): public, read-only. */
export const amigosApi = {
  list: () => pb.collection('Amigos').getFullList<AmigoRecord>({ fields: FIELDS, batch: 200, requestKey: null }),
  imageUrl: (record: AmigoRecord) => (record.Image ? pb.files.getURL(record, record.Image, { thumb: '256x256' }) : ''),
}
