import type { StaffDictionary } from '../es-staff'

export const listSearch: StaffDictionary['listSearch'] = {
  people: {
    label: 'Search by e-mail, username or name',
    placeholder: 'ana@example.com',
    empty: (text: string) => `Nobody matches “${text}”.`,
  },
  issued: {
    label: 'Search by e-mail, username, name or order id',
    placeholder: (prefix: string) => (prefix ? `${prefix}… or ana@example.com` : 'ana@example.com'),
    empty: (text: string) => `No ticket matches “${text}”.`,
    holdersCapped: 'Many people match: showing the tickets of the first 50. Type something more precise.',
  },
  searching: 'Searching…',
  count: (total: number) => (total === 1 ? '1 result' : `${total} results`),
  pages: 'Result pages',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
}
