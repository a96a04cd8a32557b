import type { Edition } from '../../src/domain/edition.ts'
import type { EditionName } from '../../src/domain/edition-name.ts'

/**
 * The edition the migrations write (pb_migrations/1795003210_editions.js, its sale window from
 * 1795004000: 180 days before the first day to the day before): SPEC's 2025 edition. The code holds no
 * edition; tests name this one where they need the server's first record (demo-seed proves it equal).
 */
export const MIGRATED_EDITION: Edition = {
  inicio: '2025-08-29',
  fin: '2025-08-31',
  corteEdad: '2025-08-27',
  minutosPago: 5,
  prefijoOrden: 'Paw25a',
  ventaAbre: '2025-03-02',
  ventaCierra: '2025-08-28',
}

/** The name the migrations give it (pb_migrations/1795004030_edition_names.js): the first edition. */
export const MIGRATED_EDITION_NAME: EditionName = { nombreEs: 'Primera edición', nombreEn: 'First edition' }
