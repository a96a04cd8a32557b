import { useCallback } from 'react'
import { writeFailedCopy } from '@/components/ui/write-failed-copy'
import { writeFailureText } from '@/components/ui/write-failure-text'
import { useCopy } from '@/i18n/use-copy'

const statusOf = (err: unknown) => (typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 0)

/**
 * A failed auth write in the reader's words: the page's own text for a refusal (a bad or expired link,
 * a wrong address: PocketBase names no reason), the shared text for no answer, a limit or a server fault.
 * Stable per language, so the verification page's timed submit is not restarted by a render.
 */
export function useAuthFailureText(refused: string): (err: unknown) => string {
  const texts = useCopy(writeFailedCopy)
  return useCallback(
    (err: unknown) => {
      const status = statusOf(err)
      return status === 0 || status === 429 || status >= 500 ? writeFailureText(err, texts) : refused
    },
    [texts, refused],
  )
}
