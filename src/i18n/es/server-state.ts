/** The shared loading, empty and error states of every server read (components/ui/query-state.tsx). */
export const serverState = {
  loading: 'Cargando…',
  loadError: 'No pudimos cargar esta información. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  empty: 'Aún no hay nada que mostrar.',
}
