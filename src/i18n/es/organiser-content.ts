/** Organiser content (PocketBase): its loading and error states on public pages, and the moderators' navigation link to /admincontent. */
export const organiserContent = {
  loading: 'Cargando contenido…',
  loadError: 'No pudimos cargar esta información. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  adminNav: 'Contenido',
}
