import { ContentError, ContentSkeleton } from '@/components/ui/content-state'
import { inLang } from '@/domain/bilingual'
import { telHref } from '@/domain/organiser'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { OrganiserContentRecord } from '@/types/organiser-content'
import { hotelCopy } from '../copy/hotel'
import { useCopy } from '@/i18n/use-copy'
import { formatUsd } from '../hotel-rates'
import { ClickToLoad } from './click-to-load'
import { PageHeader } from './page-header'
import '@/styles/pages.css'

const delta = 0.006
const osmLink = ({ hotelLatitude: lat, hotelLongitude: lon }: OrganiserContentRecord) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`
const osmEmbed = ({ hotelLatitude: lat, hotelLongitude: lon }: OrganiserContentRecord) =>
  `https://www.openstreetmap.org/export/embed.html?bbox=${lon - delta},${lat - delta},${lon + delta},${lat + delta}&layer=mapnik&marker=${lat},${lon}`
const videoEmbed = (hotel: OrganiserContentRecord) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(hotel.hotelVideoId)}?autoplay=1`

export function HotelPage() {
  const t = useT()
  const copy = useCopy(hotelCopy)
  usePageMeta(t.routes.hotel, copy.description)
  const organiser = useOrganiserContent()
  const { lang } = usePreferences()
  const hotel = organiser.status === 'ready' ? organiser.data.content : null
  const pending = organiser.status === 'error' ? <ContentError /> : <ContentSkeleton lines={4} />
  return (
    <div className="page hotel">
      <PageHeader title={t.routes.hotel} intro={copy.intro} />

      <div className="hotel__grid">
        <section className="panel" aria-labelledby="hotel-address">
          <h2 id="hotel-address">{copy.addressTitle}</h2>
          {hotel ? (
            <>
              <p className="hotel__name" data-testid="hotel-name">
                {hotel.hotelName}
              </p>
              <address>{hotel.hotelAddress}</address>
              <h3>{copy.contactTitle}</h3>
              <dl className="facts">
                <dt>{copy.phone}</dt>
                <dd>
                  <a href={telHref(hotel.hotelPhone)}>{hotel.hotelPhone}</a>
                </dd>
                <dt>{copy.email}</dt>
                <dd>
                  <a href={`mailto:${hotel.hotelEmail}`}>{hotel.hotelEmail}</a>
                </dd>
              </dl>
            </>
          ) : (
            pending
          )}
        </section>

        <section className="panel panel--accent" aria-labelledby="hotel-code">
          <h2 id="hotel-code">{copy.codeTitle}</h2>
          <p>{copy.codeIntro}</p>
          {hotel ? (
            <>
              <p className="code">{hotel.hotelDiscountCode}</p>
              <a className="btn" href={hotel.hotelBookingUrl} target="_blank" rel="noopener noreferrer">
                {copy.bookNow} <span className="visually-hidden">{copy.opensInNewTab}</span>
              </a>
            </>
          ) : (
            <ContentSkeleton lines={2} />
          )}
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
              {hotel?.hotelRates.map((rate, index) => (
                <tr key={index}>
                  <th scope="row">{inLang(rate, 'room', lang)}</th>
                  <td>{formatUsd(rate.usd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!hotel && <ContentSkeleton lines={6} />}
        </div>
        <h3>{copy.includedTitle}</h3>
        {hotel ? (
          <ul className="checklist">
            {hotel.hotelIncludes.map((item, index) => (
              <li key={index}>{inLang(item, 'text', lang)}</li>
            ))}
          </ul>
        ) : (
          <ContentSkeleton lines={2} />
        )}
      </section>

      <div className="hotel__grid">
        <section aria-labelledby="hotel-map">
          <h2 id="hotel-map">{copy.mapTitle}</h2>
          <ClickToLoad
            preview={<img src="/illustrations/hotel-map.svg" width={640} height={400} alt={copy.mapAlt} loading="lazy" />}
            buttonLabel={copy.loadMap}
            note={copy.mapConsent}
            frameTitle={copy.mapFrameTitle}
            src={hotel ? osmEmbed(hotel) : ''}
          />
          {hotel && (
            <p>
              <a href={osmLink(hotel)} target="_blank" rel="noopener noreferrer">
                {copy.openMap} <span className="visually-hidden">{copy.opensInNewTab}</span>
              </a>
            </p>
          )}
        </section>
        <section aria-labelledby="hotel-video">
          <h2 id="hotel-video">{copy.videoTitle}</h2>
          <ClickToLoad
            preview={<VideoPoster />}
            buttonLabel={copy.playVideo}
            note={copy.videoConsent}
            frameTitle={copy.videoFrameTitle}
            src={hotel ? videoEmbed(hotel) : ''}
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
