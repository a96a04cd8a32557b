/** "US$125" in both languages, so the currency is never mistaken for Chilean pesos. */
export const formatUsd = (amount: number) => `US$${amount}`
