/**
 * Every action code PocketBase's hooks and the functions write to auditLog. The audit viewer names
 * each in both languages (src/i18n/es/audit.ts types its texts by this list), and
 * tests/unit/audit-actions.test.ts fails when a hook or function writes a code missing here.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'auto-approve',
  'close-stale-request',
  'stock',
  'stock-set',
  'expire',
  'extend-deadline',
  'checkin',
  'checkin-offline',
  'retention',
  'deleteaccount',
  'sendmailentrada',
  'sendmailapurate',
  'sendmailpagar',
  'updateuserlegal',
  'reembolsar',
  'reembolso-externo',
  'reembolso-fuera-webpay',
  'traspaso-aprobar',
  'traspaso-rechazar',
  'traspaso-revertir',
  'traspaso-plazo',
  'view',
  'rights-answer',
  'rights-extend',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const isAuditAction = (code: string): code is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(code)
