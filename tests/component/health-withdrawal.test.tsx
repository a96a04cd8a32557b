import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { Lang } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { listHandler, pageRoutes, records, user } from './profile-fixtures'

const USER_ID = 'u1234567890abcd'
const HEALTH = {
  id: 'hea123456789012',
  collectionName: 'userHealthInfoPaws',
  user: USER_ID,
  CondicionMedica: 'Asma',
  RestriccionAlimentaria: '',
  ContactoEmergenciaNombre: 'Marta',
  ContactoEmergencia: '+56987654321',
  OtraCondicion: '',
}

function profileWithHealth() {
  const deleted: string[] = []
  server.use(
    listHandler('userPersonalInfoPaws'),
    listHandler('userLegalInfoPaws'),
    listHandler('userHealthInfoPaws', [HEALTH]),
    listHandler('Entradas'),
    listHandler('EntradasUsuario'),
    listHandler('EntradasEntregadas'),
    http.delete(records('userHealthInfoPaws', HEALTH.id), () => {
      deleted.push(HEALTH.id)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return deleted
}

const renderProfile = (lang: Lang) =>
  renderWithApp(<></>, { routes: pageRoutes('/profile-under-test', <ProfilePage />), url: '/profile-under-test', preferences: { lang, user: user() } })

const TEXTS = {
  ESP: { region: 'Información de salud', open: 'Borrar mis datos de salud', dialog: '¿Borrar tus datos de salud?', confirm: 'Sí, borrar mis datos de salud', cancel: 'Cancelar', done: 'Tus datos de salud fueron borrados.', condition: 'Condición médica' },
  ENG: { region: 'Health information', open: 'Delete my health data', dialog: 'Delete your health data?', confirm: 'Yes, delete my health data', cancel: 'Cancel', done: 'Your health data was deleted.', condition: 'Medical condition' },
} as const

describe('deleting one’s health data from the profile', () => {
  it.each(['ESP', 'ENG'] as const)('in %s: one confirmation deletes the record and the health form is empty again', async (lang) => {
    const deleted = profileWithHealth()
    const text = TEXTS[lang]
    const { user: person } = renderProfile(lang)
    const region = within(await screen.findByRole('region', { name: text.region }))
    expect(await region.findByDisplayValue('Asma')).toBeInTheDocument()
    await person.click(region.getByRole('button', { name: text.open }))
    const dialog = within(screen.getByRole('dialog', { name: text.dialog }))
    await person.click(dialog.getByRole('button', { name: text.confirm }))
    expect(await screen.findByText(text.done)).toBeInTheDocument()
    expect(deleted).toEqual([HEALTH.id])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(region.getByLabelText(text.condition)).toHaveValue('')
    expect(region.queryByRole('button', { name: text.open })).toBeNull()
  })

  it.each(['ESP', 'ENG'] as const)('in %s: cancelling (by keyboard, Escape) deletes nothing and keeps the data', async (lang) => {
    const deleted = profileWithHealth()
    const text = TEXTS[lang]
    const { user: person } = renderProfile(lang)
    const region = within(await screen.findByRole('region', { name: text.region }))
    expect(await region.findByDisplayValue('Asma')).toBeInTheDocument()
    region.getByRole('button', { name: text.open }).focus()
    await person.keyboard('{Enter}')
    expect(screen.getByRole('dialog', { name: text.dialog })).toBeInTheDocument()
    await person.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(deleted).toEqual([])
    expect(region.getByLabelText(text.condition)).toHaveValue('Asma')
  })

  it('shows no delete button when there is no health record', async () => {
    profileWithHealth()
    server.use(listHandler('userHealthInfoPaws'))
    renderProfile('ENG')
    const region = within(await screen.findByRole('region', { name: 'Health information' }))
    expect(await region.findByLabelText('Medical condition')).toHaveValue('')
    expect(region.queryByRole('button', { name: 'Delete my health data' })).toBeNull()
  })
})
