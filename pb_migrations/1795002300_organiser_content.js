/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Organiser content (issue 18): the facts and texts organisers change without a developer.
// ContenidoOrganizador is one record (company, contacts, hotel, home/us texts, social links, FAQ,
// benefits); Equipo holds the staff, one record each, because each has an avatar file. Everything in
// both is shown on a public page (SPEC §2: /hotel, /us, /rules, /socialmedia, /buy, footer), so both
// read publicly; only moderators and superusers write. Every text a visitor reads exists as an
// `…Es` / `…En` pair, both required here and checked together by pb_hooks/organiser-content.pb.js.
migrate(
  (app) => {
    const isModerator = "@request.auth.collectionName = 'moderators'"
    const text = (name, max) => ({ type: 'text', name, required: true, max })
    const pair = (name, max) => [text(`${name}Es`, max), text(`${name}En`, max)]
    const json = (name) => ({ type: 'json', name, required: true, maxSize: 200000 })
    app.save(
      new Collection({
        type: 'base',
        name: 'ContenidoOrganizador',
        listRule: '',
        viewRule: '',
        // One record, written by the seed migration: nobody creates a second or deletes it.
        createRule: null,
        updateRule: isModerator,
        deleteRule: null,
        fields: [
          text('companyLegalName', 200),
          text('companyTaxId', 20),
          text('companyRepresentative', 200),
          { type: 'email', name: 'contactEmail', required: true },
          { type: 'url', name: 'waitlistChatUrl', required: true },
          text('hotelName', 200),
          text('hotelAddress', 300),
          text('hotelPhone', 40),
          { type: 'email', name: 'hotelEmail', required: true },
          text('hotelDiscountCode', 60),
          { type: 'url', name: 'hotelBookingUrl', required: true },
          { type: 'number', name: 'hotelLatitude', required: true, min: -90, max: 90 },
          { type: 'number', name: 'hotelLongitude', required: true, min: -180, max: 180 },
          { type: 'text', name: 'hotelVideoId', required: true, pattern: '^[A-Za-z0-9_-]{11}$' },
          json('hotelRates'),
          json('hotelIncludes'),
          ...pair('homeKicker', 120),
          ...pair('homeTagline', 160),
          ...pair('homeIntro', 1000),
          ...pair('usMission', 2000),
          ...pair('usNameStory', 2000),
          json('social'),
          json('faq'),
          json('benefits'),
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
      }),
    )
    app.save(
      new Collection({
        type: 'base',
        name: 'Equipo',
        listRule: '',
        viewRule: '',
        createRule: isModerator,
        updateRule: isModerator,
        deleteRule: isModerator,
        fields: [
          text('name', 120),
          ...pair('role', 120),
          // The same checks as profile pictures: JPEG or PNG, at most ~2 MB, square (hook).
          { type: 'file', name: 'avatar', maxSelect: 1, maxSize: 2242880, mimeTypes: ['image/jpeg', 'image/png'], thumbs: ['96x96', '256x256'] },
          { type: 'number', name: 'order', onlyInt: true, min: 0, max: 999 },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
      }),
    )
  },
  (app) => {
    for (const name of ['Equipo', 'ContenidoOrganizador']) app.delete(app.findCollectionByNameOrId(name))
  },
)
