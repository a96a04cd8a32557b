/** /adminbanner: the moderators' editor of the site-wide alert banner. */
export const bannerEditor = {
  intro: 'Elige el aviso que ven todas las páginas. Las páginas abiertas lo cambian al instante.',
  legend: 'Variante del aviso',
  options: {
    None: 'None: sin aviso',
    No: 'No: venta cerrada',
    Warn: 'Warn: atención',
    Ok: 'Ok: venta abierta',
    Soon: 'Soon: la venta abre pronto',
    Wait: 'Wait: agotado, cola de espera abierta',
  },
  previewTitle: 'Vista previa',
  previewEs: 'Español',
  previewEn: 'Inglés',
  noBanner: 'Sin aviso: no se muestra nada.',
  published: (status: string) => `Publicado ahora: ${status}.`,
  publish: 'Publicar',
  publishedToast: (status: string) => `Aviso publicado: ${status}.`,
  missing: 'Todavía no se ha publicado ningún aviso: elige uno y publícalo.',
  loading: 'Cargando el aviso…',
  loadError: 'No pudimos cargar el aviso.',
}
