import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useCopy } from '@/i18n/use-copy'
import { resultModalCopy } from './result-modal-copy'
import type { RequestOutcome } from '../request-outcome'
import { Modal } from '@/components/ui/modal'
import { useWriteFailureText } from '@/components/ui/write-failure-text'

/** The results modal of a ticket request, with SPEC §8's texts for each answer. */
export function ResultModal({ outcome, onClose }: { outcome: RequestOutcome; onClose: () => void }) {
  const m = useCopy(resultModalCopy)
  const failureText = useWriteFailureText()
  const close = (
    <button type="button" className="btn btn--ghost" onClick={onClose}>
      {m.close}
    </button>
  )
  switch (outcome.kind) {
    case 'success':
      return <Modal title={m.success.title} onClose={onClose} actions={close}><p>{m.success.body}</p></Modal>
    case 'legalIncomplete':
      return (
        <Modal
          title={m.legalIncomplete.title}
          onClose={onClose}
          actions={<>{close}<Link className="btn" to={paths.profile}>{m.goToProfile}</Link></>}
        >
          <p>{m.legalIncomplete.body}</p>
        </Modal>
      )
    case 'alreadyRequested':
      return <Modal title={m.alreadyRequested.title} onClose={onClose} actions={close}><p>{m.alreadyRequested.body}</p></Modal>
    case 'notLoggedIn':
      return (
        <Modal
          title={m.notLoggedIn.title}
          onClose={onClose}
          actions={<>{close}<Link className="btn" to={paths.login}>{m.login}</Link></>}
        >
          <p>{m.notLoggedIn.body}</p>
        </Modal>
      )
    case 'refused':
      return (
        <Modal title={m.refused.title} onClose={onClose} actions={close}>
          <p>{outcome.code ? m.refusals[outcome.code] : failureText(outcome.error)}</p>
        </Modal>
      )
    case 'failure':
      return <Modal title={m.failure.title} onClose={onClose} actions={close}><p>{m.failure.body}</p></Modal>
  }
}
