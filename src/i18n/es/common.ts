export const common = {
  appName: 'Monster Invasion',
  loading: 'Cargando…',
  skipToContent: 'Saltar al contenido',
  genericError: 'Algo salió mal al procesar tu solicitud.',
  error: 'Error',
  unexpectedError: '¡Error inesperado de la aplicación!',
  comingSoon: 'Esta sección está en construcción.',
  close: 'Cerrar',
}
