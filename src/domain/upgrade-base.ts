/**
 * An upgrade is priced at approval as the new level's price minus what the person had paid (their
 * credit), and it stands on the ticket they held then (its base). It is payable, and applied, only
 * while that still holds: the base is paid and valid, no refund of it is under way, and the person's
 * paid total is still the credit it was priced with. Otherwise paying it would give a ticket for less
 * than its price (SPEC: the upgrade is paid "for the difference").
 */
export type UpgradeBaseProblem = 'baseNotValid' | 'baseRefunding' | 'creditChanged'

export interface UpgradeFacts {
  /** What the person had paid when the upgrade was priced (0: not an upgrade). */
  credit: number
  /** The base ticket's estado, or null when it no longer exists. */
  baseEstado: string | null
  /** A refund of the base's payment has been asked for and not settled. */
  baseRefunding: boolean
  /** What the person has paid now (their badge summary's total). */
  paidNow: number
}

export function upgradeBaseProblem(facts: UpgradeFacts): UpgradeBaseProblem | null {
  if (facts.credit <= 0) return null
  if (facts.baseEstado !== 'pagada') return 'baseNotValid'
  if (facts.baseRefunding) return 'baseRefunding'
  if (facts.paidNow !== facts.credit) return 'creditChanged'
  return null
}
