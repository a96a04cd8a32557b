import { createHash } from 'node:crypto'
import { ClientResponseError } from 'pocketbase'
import type { TypedPocketBase } from '../../src/types/pocketbase.ts'
import { mailBudgetClaims, normaliseRecipient, type BudgetedMail } from '../../src/domain/mail-budgets.ts'
import { findFirst } from './pocketbase.ts'

export interface MailClaim {
  claimed: boolean
  /** When the window ends: a held mail may be asked for again then. */
  until: number
}

/**
 * Claims one mail of `kind` to `address` in that inbox's budget (src/domain/mail-budgets.ts), the same
 * rows pb_hooks/lib/mail-budget.js writes: a row created before the mail goes, its unique key making
 * concurrent claims of one slot end with one row.
 */
export async function claimMail(pb: TypedPocketBase, kind: BudgetedMail, address: string, now: number = Date.now()): Promise<MailClaim> {
  const hash = createHash('sha256').update(normaliseRecipient(address)).digest('hex')
  const { keys, until } = mailBudgetClaims(kind, hash, now)
  for (const key of keys) {
    try {
      await pb.collection('mailBudgets').create({ key, kind, until })
      return { claimed: true, until }
    } catch (err) {
      // A slot taken before (validation_not_unique) or at the same moment (the index's own refusal).
      if (!(err instanceof ClientResponseError && err.status === 400)) throw err
      const taken = await findFirst(() => pb.collection('mailBudgets').getFirstListItem(pb.filter('key = {:key}', { key })))
      if (!taken) throw err
    }
  }
  return { claimed: false, until }
}
