import { useId } from 'react'
import { checkinApi, type DoorTicket } from '@/api/checkin'
import { BreakableText } from '@/components/ui/breakable-text'
import { parseTicketCode } from '@/domain/ticket-levels'
import { useStaffT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { formatDoorTime } from '../format'

interface Props {
  door: DoorTicket
  admitting: boolean
  onAdmit: () => void
  /** Staff compared name and document with the physical ID and they differ. */
  onMismatch: () => void
}

/** What the door needs to decide about one ticket, the verdict (refusals in red) and "Admit". */
export function DoorCard({ door, admitting, onAdmit, onMismatch }: Props) {
  const dictionary = useStaffT()
  const t = dictionary.checkin
  const { lang } = usePreferences()
  const headingId = useId()
  const level = parseTicketCode(door.tipo)?.level
  const name = door.badge || door.legalName
  const avatar = checkinApi.avatarUrl(door)
  const typeName = lang === 'ENG' ? door.nombreTipoIngles : door.nombreTipo
  const accepted = door.verdict === 'admit' || door.verdict === 'admitted'

  const verdict = (() => {
    const when = door.admission ? formatDoorTime(door.admission.at, t.intlLocale) : ''
    const who = door.admission?.by ?? ''
    if (door.verdict === 'admitted') return t.verdicts.admitted(when, who)
    if (door.verdict === 'alreadyAdmitted') return t.verdicts.alreadyAdmitted(when, who)
    if (door.verdict === 'otherEdition') return t.verdicts.otherEdition(door.edicion)
    return t.verdicts[door.verdict]
  })()

  return (
    <article className={`door ${accepted ? 'door--ok' : 'door--refused'}`} aria-labelledby={headingId} data-testid="door-card">
      {/* The verdict first: what a phone shows before any scrolling. */}
      <p className="door__verdict" role={accepted ? 'status' : 'alert'} data-verdict={door.verdict}>
        {verdict}
      </p>
      <div className="door__who">
        {avatar ? <img className="door__avatar" src={avatar} alt={t.avatarAlt(name)} width={96} height={96} /> : null}
        <h2 id={headingId}>{door.badge || t.noBadge}</h2>
      </div>
      {door.offline ? <p className="door__offline">{door.orderID || door.verdict === 'forged' ? t.offline : t.notListed}</p> : null}
      {door.verdict === 'unverifiable' ? null : (
        <dl className="door__facts">
          <div>
            <dt>{t.legalName}</dt>
            <dd>{door.legalName}</dd>
          </div>
          {door.documentTail ? (
            <div>
              <dt>{t.documentTail}</dt>
              <dd className="door__tail">{door.documentTail}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t.level}</dt>
            <dd>
              {level ? dictionary.payments.levels[level] : door.tipo}
              {typeName ? ` (${typeName})` : ''}
            </dd>
          </div>
          <div>
            <dt>{t.state}</dt>
            <dd>
              {t.estados[door.estado]} · {door.banned ? t.banned : t.notBanned}
            </dd>
          </div>
          <div>
            <dt>{t.order}</dt>
            <dd className="door__order">
              <BreakableText text={door.orderID} />
            </dd>
          </div>
        </dl>
      )}
      {door.verdict === 'admit' ? (
        <>
          <p className="door__compare">{t.compareWithId}</p>
          <div className="door__actions">
            <button type="button" className="btn door__admit" disabled={admitting} onClick={onAdmit}>
              {admitting ? t.admitting : t.admit}
            </button>
            <button type="button" className="btn btn--ghost door__mismatch" disabled={admitting} onClick={onMismatch}>
              {t.mismatch}
            </button>
          </div>
        </>
      ) : null}
    </article>
  )
}
