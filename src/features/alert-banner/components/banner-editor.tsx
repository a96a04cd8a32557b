import { useEffect, useState } from 'react'
import { submitWithToast } from '@/components/ui/form-toast'
import { QueryState } from '@/components/ui/query-state'
import { useWriteFailureText } from '@/components/ui/write-failure-text'
import { es, type Dictionary } from '@/i18n/es'
import { loadDictionary, loadedDictionary, useStaffT } from '@/i18n/use-t'
import { ALERT_STATUSES, type AlertBannerRecord, type AlertStatus } from '@/types/pocketbase'
import { useBannerRecordQuery, usePublishBannerMutation } from '../banner-queries'
import { variantOf } from '../banner-state'
import { BannerView } from './alert-banner'
import './banner-editor.css'

/** The English dictionary for the preview, whatever language the moderator reads the page in. */
function useEnglish(): Dictionary | undefined {
  const [english, setEnglish] = useState(() => loadedDictionary('ENG'))
  useEffect(() => {
    if (!english) loadDictionary('ENG').then(setEnglish, (err: unknown) => console.error(err))
  }, [english])
  return english
}

/** /adminbanner: pick a variant, see it in both languages as visitors will, publish it. */
export function BannerEditor() {
  const t = useStaffT().bannerEditor
  const query = useBannerRecordQuery()
  return (
    <QueryState query={{ ...query, hasData: query.data !== undefined }} texts={{ loading: t.loading, loadError: t.loadError }}>
      {query.data !== undefined ? <Editor record={query.data} /> : null}
    </QueryState>
  )
}

function Editor({ record }: { record: AlertBannerRecord | null }) {
  const dictionary = useStaffT()
  const t = dictionary.bannerEditor
  const english = useEnglish()
  const [choice, setChoice] = useState<AlertStatus | null>(null)
  const [publishBanner, { isLoading: saving }] = usePublishBannerMutation()
  const failureText = useWriteFailureText()
  // A fresh install has no banner record yet: the first publish creates it (pb_hooks keeps it to one).
  const published: AlertStatus = record?.status || 'None'
  const selected = choice ?? published
  const variant = variantOf(selected)

  const publish = async () => {
    if (saving) return
    try {
      await submitWithToast(
        async () => {
          await publishBanner({ id: record?.id ?? null, status: selected }).unwrap()
          setChoice(null)
        },
        { pending: dictionary.moderation.working, success: () => t.publishedToast(selected), error: failureText },
      )
    } catch (err) {
      console.error(err)
    }
  }

  const preview = (text: Dictionary['banner'] | undefined, lang: string, label: string) => (
    <figure className="banner-editor__preview">
      <figcaption>{label}</figcaption>
      {!text ? null : variant ? <BannerView variant={variant} text={text} lang={lang} /> : <p lang={lang}>{t.noBanner}</p>}
    </figure>
  )

  return (
    <div className="banner-editor">
      <p>{t.intro}</p>
      <p data-testid="banner-published">{record ? t.published(published) : t.missing}</p>
      <fieldset className="banner-editor__options">
        <legend>{t.legend}</legend>
        {ALERT_STATUSES.map((status) => (
          <label key={status} className="banner-editor__option">
            <input type="radio" name="banner-status" value={status} checked={selected === status} onChange={() => setChoice(status)} />
            {t.options[status]}
          </label>
        ))}
      </fieldset>
      <section aria-labelledby="banner-preview-title">
        <h2 id="banner-preview-title">{t.previewTitle}</h2>
        {preview(es.banner, 'es', t.previewEs)}
        {preview(english?.banner, 'en', t.previewEn)}
      </section>
      <button type="button" className="btn" disabled={saving || (record !== null && selected === published)} onClick={() => void publish()}>
        {t.publish}
      </button>
    </div>
  )
}
