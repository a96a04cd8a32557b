/** The event facts an organiser text may name ({paymentMinutes}, …): fillEventFacts fills them; any other {token} is a mistake. */
export const EVENT_FACT_TOKENS = ['paymentMinutes', 'refundDays', 'minimumAge', 'ageCutoff'] as const
