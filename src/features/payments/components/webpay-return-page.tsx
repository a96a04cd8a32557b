import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useT } from '@/i18n/use-t'
import { useWebpayReturn } from '../hooks/use-webpay-return'
import '../payments.css'

/** /webpayretorno (SPEC §2): "Please wait..." while confirming, then thanks, an error or a rejection. */
export function WebpayReturnPage() {
  const t = useT()
  const text = t.payments.return
  useDocumentTitle(t.routes.webpayReturn)
  const [params] = useSearchParams()
  const phase = useWebpayReturn(params)

  if (phase === 'none') return <Navigate to={paths.buy} replace />
  return (
    <section className="page payment-result" aria-live="polite">
      <h1>{t.routes.webpayReturn}</h1>
      {phase === 'working' && <p role="status">{text.pleaseWait}</p>}
      {phase === 'thanks' && (
        <>
          <p className="payment-result__title">
            <strong>{text.thanks}</strong>
          </p>
          <p>{text.thanksDetail}</p>
          <p className="payment-result__actions">
            <Link className="btn" to={paths.profile}>
              {text.toProfile}
            </Link>
          </p>
        </>
      )}
      {phase === 'error' && (
        <>
          <p role="alert" className="payment-result__error">
            {text.error}
          </p>
          <p>{text.errorDetail}</p>
          <p className="payment-result__actions">
            <Link className="btn" to={paths.profile}>
              {text.toProfile}
            </Link>
          </p>
        </>
      )}
      {phase === 'rejected' && (
        <>
          <p role="alert" className="payment-result__error">
            {text.rejected}
          </p>
          <p className="payment-result__actions">
            <Link className="btn btn--ghost" to={paths.buy}>
              {text.toBuy}
            </Link>
          </p>
        </>
      )}
    </section>
  )
}
