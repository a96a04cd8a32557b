import { saveFile } from '@/components/ui/save-file'

/** Hands the browser a JSON file to save (no server round trip: the data is already here). */
export function saveJson(fileName: string, data: unknown): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName)
}
