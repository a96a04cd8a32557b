import { useCopy } from '@/i18n/use-copy'
import { usePreferences } from '@/stores/hooks'
import { organiserConsoleCopy } from './console-copy'
import { EditionSection } from './edition-section'
import { ModeratorSeats } from './moderator-seats'
import { PartnersEditor } from './partners-editor'
import { ReadinessPanel } from './readiness-panel'
import { TicketTypesEditor } from './ticket-types-editor'
import './console.css'

/** /adminconsole: everything an organiser sets up before and during the sale, with what still blocks it first. */
export function OrganiserConsole() {
  const t = useCopy(organiserConsoleCopy)
  const { user } = usePreferences()
  // A convenience: the server refuses every organiser write and read to anyone else.
  if (!user?.organiser) return <p role="alert">{t.notOrganiser}</p>
  return (
    <div className="console">
      <p>{t.intro}</p>
      <ReadinessPanel />
      <EditionSection />
      <TicketTypesEditor />
      <PartnersEditor />
      <ModeratorSeats />
    </div>
  )
}
