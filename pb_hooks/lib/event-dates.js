// When this edition ends, for retention and for "a ticket for an event not yet held": the domain's
// rule (src/domain/event-end.ts) with PocketBase's PB_EVENT_END_DATE (YYYY-MM-DD) override.
const domain = require(`${__hooks}/lib/domain.generated.js`)

const eventEndDate = () => domain.eventEndDate($os.getenv('PB_EVENT_END_DATE'))

/** The instant the event is over (ms since epoch): the end of its last day in Chile. */
const eventEndsAt = () => domain.eventEndsAt(eventEndDate())

module.exports = { eventEndDate: eventEndDate, eventEndsAt: eventEndsAt }
