/** Upgrade price is the new price minus what was already paid (SPEC §9); never negative. */
export const amountDue = (price: number, alreadyPaid: number) => Math.max(0, price - alreadyPaid)

const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 })

/** Chilean pesos in the Chilean style: $45.000 */
export const formatClp = (amount: number) => clp.format(amount).replace(/\s/g, '')
