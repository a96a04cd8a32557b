// PocketBase's new-location alert states the sign-in time in UTC: its {ALERT_INFO} is
// "2026-11-26 18:04:05.123Z - <address> <browser>" (apis/record_helpers.go), and our bilingual template
// shows it once in each language (pb_migrations/1795003300_bilingual_auth_mails.js). This puts each
// on Chile's clock, in its language (src/domain/chile-time.ts: goja has no Intl).
const { formatChileTime } = require(`${__hooks}/lib/domain.generated.js`)

const ALERT_TIME = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)?Z) - /

/** The alert's html with its UTC time in Chile time, or unchanged when the info is not PocketBase's shape. */
function alertInChileTime(html, info) {
  const time = ALERT_TIME.exec(info)
  const blocks = html.split(info)
  if (!time || blocks.length !== 3) return html
  const instant = new Date(time[1].replace(' ', 'T'))
  const device = info.slice(time[0].length)
  return blocks[0] + formatChileTime(instant, 'es') + ' · ' + device + blocks[1] + formatChileTime(instant, 'en') + ' · ' + device + blocks[2]
}

module.exports = { alertInChileTime: alertInChileTime }
