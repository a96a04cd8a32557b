import { ORGANISER } from '@/domain/organiser'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useT } from '@/i18n/use-t'
import { hotelCopy } from '../copy/hotel'
import { useCopy } from '../hooks/use-copy'
import { formatUsd, HOTEL_RATES } from '../hotel-rates'
import { ClickToLoad } from './click-to-load'
import { PageHeader } from './page-header'
import '@/styles/pages.css'

const { hotel } = ORGANISER
const delta = 0.006
const osmLink = `https://www.openstreetmap.org/?mlat=${hotel.latitude}&mlon=${hotel.longitude}#map=17/${hotel.latitude}/${hotel.longitude}`
const osmEmbed =
  `https://www.openstreetmap.org/export/embed.html?bbox=${hotel.longitude - delta},${hotel.latitude - delta},` +
  `${hotel.longitude + delta},${hotel.latitude + delta}&layer=mapnik&marker=${hotel.latitude},${hotel.longitude}`
const videoEmbed = `https://www.youtube-nocookie.com/embed/${hotel.tutorialVideoId}?autoplay=1`

export function HotelPage() {
  const t = useT()
  const copy = useCopy(hotelCopy)
  usePageMeta(t.routes.hotel, copy.description)
  return (
    <div className="page hotel">
      <PageHeader title={t.routes.hotel} intro={copy.intro} />

      <div className="hotel__grid">
        <section className="panel" aria-labelledby="hotel-address">
          <h2 id="hotel-address">{copy.addressTitle}</h2>
          <p className="hotel__name">{hotel.name}</p>
          <address>{hotel.address}</address>
          <h3>{copy.contactTitle}</h3>
          <dl className="facts">
            <dt>{copy.phone}</dt>
            <dd>
              <a href={`tel:${hotel.phone.replace(/\s/g, '')}`}>{hotel.phone}</a>
            </dd>
            <dt>{copy.email}</dt>
            <dd>
              <a href={`mailto:${hotel.email}`}>{hotel.email}</a>
            </dd>
          </dl>
        </section>

        <section className="panel panel--accent" aria-labelledby="hotel-code">
          <h2 id="hotel-code">{copy.codeTitle}</h2>
          <p>{copy.codeIntro}</p>
          <p className="code">{hotel.discountCode}</p>
          <a className="btn" href={hotel.bookingUrl} target="_blank" rel="noopener noreferrer">
            {copy.bookNow} <span className="visually-hidden">{copy.opensInNewTab}</span>
          </a>
        </section>
      </div>

      <section aria-labelledby="hotel-rates">
        <h2 id="hotel-rates">{copy.ratesTitle}</h2>
        <div className="table-wrap">
          <table className="rates">
            <caption>{copy.ratesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.roomHeader}</th>
                <th scope="col">{copy.priceHeader}</th>
              </tr>
            </thead>
            <tbody>
              {HOTEL_RATES.map((rate) => (
                <tr key={rate.room}>
                  <th scope="row">{copy.rooms[rate.room]}</th>
                  <td>{formatUsd(rate.usd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3>{copy.includedTitle}</h3>
        <ul className="checklist">
          <li>{copy.breakfast}</li>
          <li>{copy.maxPeople}</li>
        </ul>
      </section>

      <div className="hotel__grid">
        <section aria-labelledby="hotel-map">
          <h2 id="hotel-map">{copy.mapTitle}</h2>
          <ClickToLoad
            preview={<img src="/illustrations/hotel-map.svg" width={640} height={400} alt={copy.mapAlt} loading="lazy" />}
            buttonLabel={copy.loadMap}
            note={copy.mapConsent}
            frameTitle={copy.mapFrameTitle}
            src={osmEmbed}
          />
          <p>
            <a href={osmLink} target="_blank" rel="noopener noreferrer">
              {copy.openMap} <span className="visually-hidden">{copy.opensInNewTab}</span>
            </a>
          </p>
        </section>
        <section aria-labelledby="hotel-video">
          <h2 id="hotel-video">{copy.videoTitle}</h2>
          <ClickToLoad
            preview={<VideoPoster />}
            buttonLabel={copy.playVideo}
            note={copy.videoConsent}
            frameTitle={copy.videoFrameTitle}
            src={videoEmbed}
          />
          <p>{copy.videoIntro}</p>
        </section>
      </div>
    </div>
  )
}

function VideoPoster() {
  return (
    <svg className="embed__poster" viewBox="0 0 640 400" width="640" height="400" aria-hidden="true" focusable="false">
      <rect width="640" height="400" fill="#2a1b48" />
      <rect x="70" y="60" width="500" height="280" rx="18" fill="#45316e" />
      <rect x="100" y="90" width="200" height="26" rx="8" fill="#c4b5e0" />
      <rect x="100" y="130" width="320" height="18" rx="6" fill="#6d5a96" />
      <rect x="100" y="160" width="280" height="18" rx="6" fill="#6d5a96" />
      <rect x="100" y="250" width="160" height="48" rx="24" fill="#a3e635" />
      <circle cx="470" cy="240" r="46" fill="#a3e635" />
      <path d="M456 216 L492 240 L456 264Z" fill="#120a21" />
    </svg>
  )
}
