import type { ReactNode } from 'react'
import { QRCodeSVG } from 'qrcode.react'
import { Link, Navigate } from 'react-router-dom'
import { QueryFailed } from '@/components/ui/query-state'
import { paths } from '@/config/paths'
import { dateFormat } from '@/domain/date-format'
import { EVENT } from '@/domain/event'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useCopy } from '@/i18n/use-copy'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { SessionUser } from '@/stores/preferences-slice'
import type { TicketPass } from '@/stores/ticket-pass'
import { useTicketPass } from '../hooks/use-ticket-pass'
import { useWakeLock } from '../hooks/use-wake-lock'
import { myTicketCopy } from '../my-ticket-copy'
import { useKeepOffline } from '../offline-ticket'
import './my-ticket.css'

/**
 * The QR's drawn size (px) before CSS fits it to the screen: big enough for a door scanner from arm's
 * length. Black on white whatever the theme, with the standard four-module quiet zone.
 */
export const MY_TICKET_QR_SIZE = 320

/**
 * /mientrada (issue 39): the holder's ticket, first and alone, for the door: the edition, the QR, the
 * level and the badge name. Reached in one tap from the header (nav-ticket.tsx); shown from the copy
 * saved on the device when the network fails, and the page itself opens offline once it has been opened.
 */
export function MyTicketPage() {
  const text = useCopy(myTicketCopy)
  useDocumentTitle(text.title)
  const { user } = usePreferences()
  if (!user?.id || user.collectionName !== 'users') return <Navigate to={paths.login} replace />
  return <MyTicket key={user.id} user={user} />
}

function MyTicket({ user }: { user: SessionUser }) {
  const t = useT()
  const text = useCopy(myTicketCopy)
  const state = useTicketPass(user)
  const shown = state.status === 'live' || state.status === 'saved' ? state.pass : null
  const offline = useKeepOffline(shown !== null)
  const awake = useWakeLock(shown !== null)
  return (
    <div className="page my-ticket">
      {shown ? (
        <PassView pass={shown} awake={awake}>
          {state.status === 'saved' && state.offline && (
            <p className="my-ticket__notice" role="status">
              {text.offline(dateFormat(t.footer.intlLocale, { dateStyle: 'short', timeStyle: 'short', timeZone: EVENT.timeZone }).format(shown.savedAt))}
            </p>
          )}
          {!shown.signed && <p className="my-ticket__notice">{text.unsigned}</p>}
          {offline === 'ready' && shown.signed && (
            <p className="my-ticket__ready" role="status">
              {text.offlineReady}
            </p>
          )}
        </PassView>
      ) : (
        <>
          <h1>{text.title}</h1>
          {state.status === 'loading' && (
            <p className="query-state query-state--loading" role="status">
              {text.loading}
            </p>
          )}
          {state.status === 'error' && <QueryFailed text={text.loadError} onRetry={state.retry} />}
          {state.status === 'none' && (
            <div className="my-ticket__none">
              <p>{text.none}</p>
              <Link className="form-button" to={paths.buy}>
                {text.buy}
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  )
}

function PassView({ pass, awake, children }: { pass: TicketPass; awake: boolean; children: ReactNode }) {
  const t = useT()
  const text = useCopy(myTicketCopy)
  const { lang } = usePreferences()
  const level = pass.level ? t.payments.levels[pass.level] : pass.typeName[lang]
  const typeName = pass.typeName[lang]
  return (
    <article className="my-ticket__pass" aria-labelledby="my-ticket-title">
      <header className="my-ticket__head">
        <p className="my-ticket__edition">{pass.editionYear ? text.edition(t.common.appName, pass.editionYear) : t.common.appName}</p>
        <h1 id="my-ticket-title">{text.title}</h1>
      </header>
      <div className="my-ticket__qr" data-testid="my-ticket-qr">
        <QRCodeSVG
          value={pass.qr}
          size={MY_TICKET_QR_SIZE}
          marginSize={4}
          bgColor="#ffffff"
          fgColor="#000000"
          level="M"
          title={text.qrAlt}
          role="img"
          aria-label={text.qrAlt}
        />
      </div>
      <div className="my-ticket__details">
        <dl className="my-ticket__facts">
          <div>
            <dt>{text.level}</dt>
            <dd className="my-ticket__level">
              {level}
              {typeName && typeName !== level ? <span className="my-ticket__type">{typeName}</span> : null}
            </dd>
          </div>
          <div>
            <dt>{text.badge}</dt>
            <dd className="my-ticket__badge">{pass.badgeName || <span className="my-ticket__missing">{text.noBadge}</span>}</dd>
          </div>
        </dl>
        <p className="my-ticket__hint">
          {text.hint}
          {awake && <span className="my-ticket__awake">{text.awake}</span>}
        </p>
        {children}
        <p className="my-ticket__more">
          <Link to={paths.profile}>{text.profile}</Link>
        </p>
      </div>
    </article>
  )
}
