import { amigosApi } from '@/api/amigos'
import { read, serverState } from '@/stores/server-state'
import { shuffled } from './shuffle'

export interface Amigo {
  id: string
  name: string
  url: string
  image: string
}

const amigosQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** Partner communities in a new random order on every visit (answers are not kept after leaving). */
    amigos: build.query<Amigo[], void>({
      queryFn: () =>
        read(async () => shuffled(await amigosApi.list()).map((r) => ({ id: r.id, name: r.Nombre, url: r.Url, image: amigosApi.imageUrl(r) }))),
      providesTags: ['Partners'],
    }),
  }),
})

export const { useAmigosQuery } = amigosQueries
