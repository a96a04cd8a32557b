import type { StaffDictionary } from '../es-staff'

/** /adminreport: exports and the sales dashboard. */
export const reports: StaffDictionary['reports'] = {
  downloads: 'Downloads',
  downloadsNote: 'CSV files in UTF-8, separated by semicolons: they open directly in Excel or Google Sheets. They never include health data.',
  files: {
    asistentes: 'Attendees for badge printing',
    merch: 'Shirt sizes per level',
    puerta: 'Door list',
  },
  downloaded: (file: string) => `Downloaded: ${file}`,
  downloadError: 'The file could not be downloaded.',
  sales: 'Sales',
  caption: 'Per ticket type',
  type: 'Type',
  sold: 'Sold',
  approvedUnpaid: 'Approved, unpaid',
  inQueue: 'In queue',
  remaining: 'Remaining',
  total: 'Total',
  noStock: 'no limit',
  revenue: (amount: string) => `Revenue: ${amount} CLP`,
  requestsPerDay: 'Requests per day',
  checkinsPerHour: 'Check-ins per hour (Chile time)',
  day: 'Day',
  hour: 'Hour',
  count: 'Count',
  noData: 'No data yet.',
  chartSummary: (total: number, max: number, at: string) => `${total} in total; highest ${max} (${at}).`,
  loading: 'Loading…',
  loadError: 'We could not load the summary.',
}
