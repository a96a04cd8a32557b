// The editions organisers enter on /adminconsole (collection Ediciones), read the way every hook
// needs them; the rules themselves are src/domain/edition.ts. "Today" is Chile's calendar day.
const domain = require(`${__hooks}/lib/domain.generated.js`)

function all(app) {
  return app.findRecordsByFilter('Ediciones', '', 'inicio', 0, 0).map((r) => ({
    id: r.id,
    inicio: r.getString('inicio'),
    fin: r.getString('fin'),
    corteEdad: r.getString('corteEdad'),
    minutosPago: r.getInt('minutosPago'),
    prefijoOrden: r.getString('prefijoOrden'),
  }))
}

/** The edition the site is about at `now` (ms): the first not over yet, else the last one. */
const current = (app, now) => domain.currentEdition(all(app), domain.todayInChile(new Date(now)))

/** The last edition over at `now`, or null. */
const lastEnded = (app, now) => domain.lastEndedEdition(all(app), domain.todayInChile(new Date(now)))

module.exports = { all: all, current: current, lastEnded: lastEnded }
