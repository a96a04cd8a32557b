import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useCopy } from '@/i18n/use-copy'
import { privacyNoticeLinkCopy } from './privacy-notice-link-copy'

/** The line every form that collects personal data shows, linking the privacy notice (Ley 21.719: information before collection). */
export function PrivacyNoticeLink() {
  const copy = useCopy(privacyNoticeLinkCopy)
  return (
    <p className="field__hint">
      {copy.before}
      <Link to={paths.privacy}>{copy.link}</Link>
      {copy.after}
    </p>
  )
}
