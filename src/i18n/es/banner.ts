/** Alert banner above the navigation (AlertBanner.status); "None" and empty show nothing. */
export const banner = {
  label: 'Aviso',
  close: 'Cerrar aviso',
  messages: {
    No: 'Las entradas no están a la venta en este momento.',
    Warn: '¡Atención! Hay novedades importantes: revisa nuestras redes sociales.',
    Ok: '¡La venta de entradas está abierta!',
    Soon: '¡Muy pronto abriremos la venta de entradas!',
    Wait: 'Las entradas se agotaron, pero la cola de espera sigue abierta.',
  },
  /** Ok and Wait link to /buy. */
  links: {
    Ok: 'Consigue la tuya',
    Wait: 'Únete a la cola',
  },
}
