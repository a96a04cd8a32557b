/** Search and pages of the moderators' long lists (/adminbann, /adminremove). */
export const listSearch = {
  people: {
    label: 'Buscar por correo, usuario o nombre',
    placeholder: 'ana@ejemplo.cl',
    empty: (text: string) => `Nadie coincide con «${text}».`,
  },
  issued: {
    label: 'Buscar por correo, usuario, nombre o número de pedido',
    /** `prefix`: the current edition's order prefix, '' before the editions are read. */
    placeholder: (prefix: string) => (prefix ? `${prefix}… o ana@ejemplo.cl` : 'ana@ejemplo.cl'),
    empty: (text: string) => `Ninguna entrada coincide con «${text}».`,
    holdersCapped: 'Muchas personas coinciden: se muestran las entradas de las primeras 50. Escribe algo más preciso.',
  },
  searching: 'Buscando…',
  count: (total: number) => (total === 1 ? '1 resultado' : `${total} resultados`),
  pages: 'Páginas de resultados',
  previous: 'Página anterior',
  next: 'Página siguiente',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
}
