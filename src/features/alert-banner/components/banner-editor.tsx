import { useEffect, useState } from 'react'
import { alertBannerApi } from '@/api/alert-banner'
import { submitWithToast } from '@/components/ui/form-toast'
import { es, type Dictionary } from '@/i18n/es'
import { loadDictionary, loadedDictionary, useStaffT } from '@/i18n/use-t'
import { ALERT_STATUSES, type AlertBannerRecord, type AlertStatus } from '@/types/pocketbase'
import { variantOf } from '../banner-state'
import { BannerView } from './alert-banner'
import './banner-editor.css'

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; record: AlertBannerRecord | null }

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
  const dictionary = useStaffT()
  const t = dictionary.bannerEditor
  const english = useEnglish()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [choice, setChoice] = useState<AlertStatus | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    alertBannerApi.first().then(
      (record) => setLoaded({ state: 'ready', record }),
      (err: unknown) => {
        console.error(err)
        setLoaded({ state: 'error' })
      },
    )
  }, [])

  if (loaded.state === 'loading') return <p role="status">{t.loading}</p>
  if (loaded.state === 'error') return <p role="alert">{t.loadError}</p>
  const record = loaded.record
  // A fresh install has no banner record yet: the first publish creates it (pb_hooks keeps it to one).
  const published: AlertStatus = record?.status || 'None'
  const selected = choice ?? published
  const variant = variantOf(selected)

  const publish = async () => {
    if (saving) return
    setSaving(true)
    try {
      await submitWithToast(
        async () => {
          const saved = record ? await alertBannerApi.setStatus(record.id, selected) : await alertBannerApi.create(selected)
          setLoaded({ state: 'ready', record: saved })
          setChoice(null)
        },
        { pending: dictionary.moderation.working, success: () => t.publishedToast(selected), error: () => dictionary.moderation.actionError },
      )
    } catch (err) {
      console.error(err)
    } finally {
      setSaving(false)
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
