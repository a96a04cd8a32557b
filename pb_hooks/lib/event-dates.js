// When this edition ends, for retention and for "a ticket for an event not yet held". The date is the
// domain's EVENT.endDate (src/domain/event.ts) unless PB_EVENT_END_DATE (YYYY-MM-DD) overrides it, and
// the event is over at the end of that day in Chile (UTC-4 in winter, -3 in summer: take the later).
const { EVENT } = require(`${__hooks}/lib/domain.generated.js`)

function eventEndDate() {
  const override = $os.getenv('PB_EVENT_END_DATE')
  return /^\d{4}-\d{2}-\d{2}$/.test(override || '') ? override : EVENT.endDate
}

/** The instant the event is over (ms since epoch): the end of its last day in Chile. */
function eventEndsAt() {
  return new Date(eventEndDate() + 'T23:59:59.999-04:00').getTime()
}

module.exports = { eventEndDate: eventEndDate, eventEndsAt: eventEndsAt }
