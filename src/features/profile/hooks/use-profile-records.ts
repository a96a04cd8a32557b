import { useCallback, useEffect, useState } from 'react'
import { userHealthInfoApi } from '@/api/user-health-info'
import { userLegalInfoApi } from '@/api/user-legal-info'
import { userPersonalInfoApi } from '@/api/user-personal-info'
import type { HealthInfoRecord, LegalInfoRecord, PersonalInfoRecord } from '@/types/pocketbase'

export interface ProfileRecords {
  personal: PersonalInfoRecord | null
  legal: LegalInfoRecord | null
  health: HealthInfoRecord | null
}

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  | ({ status: 'ready' } & ProfileRecords)

/** The user's three profile records; legal and health are only read for a verified account (API rules). */
export function useProfileRecords(userId: string, verified: boolean) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' })

  useEffect(() => {
    let current = true
    Promise.all([
      userPersonalInfoApi.getMine(userId),
      verified ? userLegalInfoApi.getMine(userId) : null,
      verified ? userHealthInfoApi.getMine(userId) : null,
    ]).then(
      ([personal, legal, health]) => current && setState({ status: 'ready', personal, legal, health }),
      (err: unknown) => {
        // SPEC §8: profile load failures are logged; the page says it could not load.
        console.error(err)
        if (current) setState({ status: 'error' })
      },
    )
    return () => {
      current = false
    }
  }, [userId, verified])

  const replace = useCallback(<K extends keyof ProfileRecords>(key: K, record: ProfileRecords[K]) => {
    setState((prev) => (prev.status === 'ready' ? { ...prev, [key]: record } : prev))
  }, [])

  return { state, replace }
}
