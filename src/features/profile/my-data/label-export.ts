import type { ExportRecord, MyDataExport } from '@/api/my-data'
import type { privacyCopy } from '../privacy-copy'

type Labels = (typeof privacyCopy)['ESP']

function labelValue(value: unknown, fields: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => labelValue(item, fields))
  if (value !== null && typeof value === 'object') return labelRecord(value as ExportRecord, fields)
  return value
}

function labelRecord(record: ExportRecord, fields: Record<string, string>): ExportRecord {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [fields[key] ?? key, labelValue(value, fields)]))
}

/**
 * The export with section and field names in the reader's language. Values stay as stored (a
 * field the dictionary does not know keeps its own name rather than disappearing).
 */
export function labelExport(data: MyDataExport, labels: Labels): ExportRecord {
  const sections: Record<string, string> = labels.sections
  const fields: Record<string, string> = labels.fields
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [sections[key] ?? key, labelValue(value, fields)]))
}
