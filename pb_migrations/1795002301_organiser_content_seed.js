/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Seed of the organiser content: the texts and facts the site showed while they lived in code, so the
// site looks the same after migrating. Every value is a draft or invented; `npm run readiness` reads
// the JSON between the SEED markers (strict JSON, one source of truth) and blocks a launch while any
// field still equals it. Texts may use {paymentMinutes}, {refundDays}, {minimumAge} and {ageCutoff}:
// the SPA fills them from src/domain/event.ts, so the FAQ follows the event's facts.
const SEED = /* SEED-BEGIN */ {
  "content": {
    "companyLegalName": "Monster Invasion Eventos SpA",
    "companyTaxId": "77.777.777-7",
    "companyRepresentative": "Nombre Apellido Representante",
    "contactEmail": "contacto@monsterinvasion.cl",
    "waitlistChatUrl": "https://t.me/monsterinvasion_espera",
    "hotelName": "Hotel Cordillera Santiago",
    "hotelAddress": "Av. Ejemplo 1234, Las Condes, Santiago, Chile",
    "hotelPhone": "+56 2 2345 6789",
    "hotelEmail": "reservas@hotel-ejemplo.cl",
    "hotelDiscountCode": "MONSTER25",
    "hotelBookingUrl": "https://example.org/hotel-reservas",
    "hotelLatitude": -33.4172,
    "hotelLongitude": -70.6046,
    "hotelVideoId": "aqz-KE-bpKQ",
    "hotelRates": [
      {
        "roomEs": "King o Twin",
        "roomEn": "King or Twin",
        "usd": 125
      },
      {
        "roomEs": "Ejecutiva King o Twin",
        "roomEn": "Executive King or Twin",
        "usd": 135
      },
      {
        "roomEs": "Corner Suite",
        "roomEn": "Corner Suite",
        "usd": 145
      },
      {
        "roomEs": "Junior Suite",
        "roomEn": "Junior Suite",
        "usd": 290
      },
      {
        "roomEs": "Master Suite",
        "roomEn": "Master Suite",
        "usd": 345
      },
      {
        "roomEs": "Suite Presidencial",
        "roomEn": "Presidential Suite",
        "usd": 685
      }
    ],
    "hotelIncludes": [
      {
        "textEs": "Desayuno incluido en todas las habitaciones.",
        "textEn": "Breakfast included in every room."
      },
      {
        "textEs": "Cada habitación admite como máximo 2 personas.",
        "textEn": "Rooms hold 2 people at most."
      }
    ],
    "homeKickerEs": "Convención furry",
    "homeKickerEn": "Furry convention",
    "homeTaglineEs": "¡Los monstruos invaden Santiago!",
    "homeTaglineEn": "Monsters are invading Santiago!",
    "homeIntroEs": "Tres días de paneles, arte, bailes y mucha comunidad. Trae tu fursuit, tus cuernos o tus tentáculos: aquí todos los monstruos son bienvenidos.",
    "homeIntroEn": "Three days of panels, art, dances and lots of community. Bring your fursuit, your horns or your tentacles: every monster is welcome here.",
    "usMissionEs": "Crear en Santiago un espacio seguro, inclusivo y creativo donde la comunidad furry de Chile y Latinoamérica pueda encontrarse, compartir su arte y hacer nuevas amistades.",
    "usMissionEn": "To create in Santiago a safe, inclusive and creative space where the furry community of Chile and Latin America can meet, share their art and make new friends.",
    "usNameStoryEs": "Monster Invasion nace de una broma entre amigos: si llegaban tantos furros a Santiago, la ciudad iba a parecer invadida por monstruos. Nos gustó la idea de monstruos amistosos —raros, coloridos y orgullosos de serlo— y la convertimos en el tema de nuestra primera edición.",
    "usNameStoryEn": "Monster Invasion started as a joke among friends: if that many furries came to Santiago, the city would look invaded by monsters. We loved the idea of friendly monsters —odd, colourful and proud of it— and made it the theme of our first edition.",
    "social": [
      {
        "network": "facebook",
        "url": "https://www.facebook.com/monsterinvasion.cl",
        "bodyEs": "Eventos, álbumes de fotos y anuncios para toda la comunidad.",
        "bodyEn": "Events, photo albums and announcements for the whole community."
      },
      {
        "network": "x",
        "url": "https://x.com/monsterinv_cl",
        "bodyEs": "Novedades rápidas y conversación en tiempo real.",
        "bodyEn": "Quick news and real-time conversation."
      },
      {
        "network": "instagram",
        "url": "https://www.instagram.com/monsterinvasion.cl",
        "bodyEs": "Fotos de fursuits, arte y el detrás de escena.",
        "bodyEn": "Fursuit photos, art and behind the scenes."
      },
      {
        "network": "telegramChannel",
        "url": "https://t.me/monsterinvasion_noticias",
        "bodyEs": "El canal oficial de noticias: ventas, horarios y avisos importantes.",
        "bodyEn": "The official news channel: sales, schedules and important notices."
      },
      {
        "network": "telegramChat",
        "url": "https://t.me/monsterinvasion_chat",
        "bodyEs": "Conversa con otros asistentes antes, durante y después del evento.",
        "bodyEn": "Chat with other attendees before, during and after the event."
      },
      {
        "network": "youtube",
        "url": "https://www.youtube.com/@monsterinvasion",
        "bodyEs": "Videos, tutoriales y los mejores momentos de la convención.",
        "bodyEn": "Videos, tutorials and the best moments of the convention."
      },
      {
        "network": "bluesky",
        "url": "https://bsky.app/profile/monsterinvasion.cl",
        "bodyEs": "Nuestras novedades en la red social descentralizada.",
        "bodyEn": "Our news on the decentralised social network."
      },
      {
        "network": "twitch",
        "url": "https://www.twitch.tv/monsterinvasion",
        "bodyEs": "Transmisiones en vivo de paneles y actividades.",
        "bodyEn": "Live streams of panels and activities."
      },
      {
        "network": "discord",
        "url": "https://discord.gg/monsterinvasion",
        "bodyEs": "La comunidad: canales por tema, voz y eventos en línea.",
        "bodyEn": "The community: topic channels, voice and online events."
      }
    ],
    "faq": [
      {
        "section": "espera",
        "questionEs": "¿Qué significa estar en la fila?",
        "questionEn": "What does being in the queue mean?",
        "answerEs": "Tu solicitud quedó registrada. Revisamos las solicitudes por orden de llegada y te escribimos cuando la tuya sea aprobada.",
        "answerEn": "Your request is registered. We review requests in order of arrival and e-mail you when yours is approved."
      },
      {
        "section": "espera",
        "questionEs": "¿Cuánto tengo que esperar?",
        "questionEn": "How long do I have to wait?",
        "answerEs": "Depende de cuántas personas haya antes que tú. En esta página ves tu lugar en la fila, y se actualiza solo.",
        "answerEn": "It depends on how many people are ahead of you. This page shows your place in the queue and updates by itself."
      },
      {
        "section": "espera",
        "questionEs": "¿Puedo cambiar la entrada que pedí?",
        "questionEn": "Can I change the ticket I requested?",
        "answerEs": "Solo puedes tener una solicitud abierta. Si te equivocaste, escríbenos y la revisamos.",
        "answerEn": "You can have only one open request. If you made a mistake, write to us and we will review it."
      },
      {
        "section": "espera",
        "questionEs": "¿Qué pasa si se agota mientras espero?",
        "questionEn": "What if it sells out while I wait?",
        "answerEs": "Te avisaremos. Puedes unirte a la lista de espera desde el chat.",
        "answerEn": "We will let you know. You can join the waitlist from the chat."
      },
      {
        "section": "venta",
        "questionEs": "¿Cómo pago?",
        "questionEn": "How do I pay?",
        "answerEs": "Solo con tarjeta, a través de Webpay. Cuando tu entrada esté aprobada verás el bloque de pago en esta página.",
        "answerEn": "By card only, through Webpay. Once your ticket is approved you will see the payment block on this page."
      },
      {
        "section": "venta",
        "questionEs": "¿Cuánto tiempo tengo para pagar?",
        "questionEn": "How long do I have to pay?",
        "answerEs": "Una vez que aceptas los términos tienes {paymentMinutes} minutos para completar el pago.",
        "answerEn": "Once you accept the terms you have {paymentMinutes} minutes to complete the payment."
      },
      {
        "section": "venta",
        "questionEs": "¿Puedo mejorar mi entrada?",
        "questionEn": "Can I upgrade my ticket?",
        "answerEs": "Sí: pide una entrada de nivel mayor y pagas solo la diferencia con lo que ya pagaste.",
        "answerEn": "Yes: request a higher level and you only pay the difference with what you already paid."
      },
      {
        "section": "venta",
        "questionEs": "¿Hay reembolsos?",
        "questionEn": "Are there refunds?",
        "answerEs": "Puedes retractarte dentro de {refundDays} días corridos desde la compra. Las entradas de la lista de espera no tienen reembolso.",
        "answerEn": "You may withdraw within {refundDays} calendar days of the purchase. Waitlist tickets are non-refundable."
      },
      {
        "section": "venta",
        "questionEs": "¿Hay edad mínima?",
        "questionEn": "Is there a minimum age?",
        "answerEs": "Sí, debes tener {minimumAge} años o más al {ageCutoff}.",
        "answerEn": "Yes, you must be {minimumAge} or older by {ageCutoff}."
      }
    ],
    "benefits": [
      {
        "titleEs": "Kit de la convención",
        "titleEn": "Convention kit",
        "textEs": "Credencial, programa, stickers y sorpresas para todos los asistentes.",
        "textEn": "Badge, programme, stickers and surprises for every attendee."
      },
      {
        "titleEs": "Polera exclusiva",
        "titleEn": "Exclusive T-shirt",
        "textEs": "Una polera de edición limitada con el arte de Monster Invasion.",
        "textEn": "A limited-edition T-shirt with Monster Invasion artwork."
      },
      {
        "titleEs": "Regalos de la convención",
        "titleEn": "Convention gifts",
        "textEs": "Regalos extra preparados para quienes apoyan la convención.",
        "textEn": "Extra gifts prepared for those who support the convention."
      },
      {
        "titleEs": "Cena con los invitados de honor",
        "titleEn": "Dinner with the guests of honor",
        "textEs": "Una cena íntima para conversar con nuestros invitados de honor.",
        "textEn": "An intimate dinner to talk with our guests of honor."
      },
      {
        "titleEs": "Regalo conmemorativo",
        "titleEn": "Commemorative gift",
        "textEs": "Un recuerdo de colección de la primera edición.",
        "textEn": "A collectible keepsake of the first edition."
      },
      {
        "titleEs": "Actividad especial y sorpresas",
        "titleEn": "Special activity and surprises",
        "textEs": "Una actividad exclusiva y sorpresas solo para MEGA.",
        "textEn": "An exclusive activity and surprises for MEGA only."
      }
    ]
  },
  "staff": [
    {
      "name": "Nombre Uno",
      "roleEs": "Dirección general",
      "roleEn": "Director",
      "order": 0
    },
    {
      "name": "Nombre Dos",
      "roleEs": "Subdirección",
      "roleEn": "Deputy director",
      "order": 1
    },
    {
      "name": "Nombre Tres",
      "roleEs": "Finanzas",
      "roleEn": "Finance",
      "order": 2
    },
    {
      "name": "Nombre Cuatro",
      "roleEs": "Registro y acreditación",
      "roleEn": "Registration",
      "order": 3
    },
    {
      "name": "Nombre Cinco",
      "roleEs": "Programación y paneles",
      "roleEn": "Programming and panels",
      "order": 4
    },
    {
      "name": "Nombre Seis",
      "roleEs": "Arte y diseño",
      "roleEn": "Art and design",
      "order": 5
    },
    {
      "name": "Nombre Siete",
      "roleEs": "Seguridad y bienestar",
      "roleEn": "Safety and wellbeing",
      "order": 6
    },
    {
      "name": "Nombre Ocho",
      "roleEs": "Comunidad y redes sociales",
      "roleEn": "Community and social media",
      "order": 7
    }
  ]
} /* SEED-END */

migrate(
  (app) => {
    const content = new Record(app.findCollectionByNameOrId('ContenidoOrganizador'))
    content.load(SEED.content)
    app.save(content)
    const staff = app.findCollectionByNameOrId('Equipo')
    for (const member of SEED.staff) {
      const record = new Record(staff)
      record.load(member)
      app.save(record)
    }
  },
  (app) => {
    for (const name of ['Equipo', 'ContenidoOrganizador']) {
      for (const record of app.findAllRecords(name)) app.delete(record)
    }
  },
)
