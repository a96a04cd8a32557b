import type { StaffDictionary } from '../es-staff'

/** /adminaudit: the audit log viewer for moderators. */
export const audit: StaffDictionary['audit'] = {
  intro: 'Every change made by moderators or by the system: who, what, on which record, before and after. Document numbers and health data are never shown.',
  filters: 'Filters',
  moderator: 'Moderator',
  action: 'Action',
  from: 'From (day)',
  to: 'To (day)',
  all: 'All',
  apply: 'Filter',
  caption: 'Audit log, newest first',
  when: 'When',
  who: 'Who',
  what: 'Action',
  target: 'Record',
  change: 'Change',
  system: 'System',
  empty: 'No changes match these filters.',
  newer: 'Newer',
  older: 'Older',
  page: (n: number) => `Page ${n}`,
  loading: 'Loading…',
  loadError: 'We could not load the audit log.',
}
