import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { routes } from '@/app/router'
import { LegalInfoForm } from '@/features/profile/components/legal-info-form'
import { refreshEditions } from '@/hooks/use-edition'
import { renderWithApp } from './support/render'
import { listAnswer } from './support/pb-list'
import { seededEdition, server } from './support/server'

const EDITIONS = '*/api/collections/Ediciones/records'
/** An edition unlike the seed: other days, another cut-off, 3 minutes to pay. Whatever today is, the site follows it (the last one). */
const edition2027 = { id: 'edition00002027', inicio: '2027-08-27', fin: '2027-08-29', corteEdad: '2027-08-25', minutosPago: 3, prefijoOrden: 'Paw27a' }
const serveEditions = (...editions: object[]) => server.use(http.get(EDITIONS, ({ request }) => listAnswer(editions, request)))
const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/gu, ' ')

describe('the site follows the edition organisers entered', () => {
  it.each([
    ['ESP', '27–29 de agosto de 2027', 'Para asistir debes tener 18 años o más cumplidos al 25 de agosto de 2027.', 'convención furry que se realiza 27–29 de agosto de 2027'],
    ['ENG', 'August 27 – 29, 2027', 'To attend you must be 18 or older by 25 August 2027.', 'a furry convention held 27 – 29 August 2027'],
  ] as const)('in %s the footer and the rules state the 2027 edition served, not the seed', async (lang, footerDates, ageArticle, datesArticle) => {
    serveEditions(seededEdition, edition2027)
    renderWithApp(<></>, { routes, url: '/rules', preferences: { lang } })
    const footer = await screen.findByRole('contentinfo')
    await waitFor(() => expect(flat(footer.textContent)).toContain(footerDates))
    expect(flat(footer.textContent)).not.toContain('2025')
    const main = within(await screen.findByRole('main'))
    expect(main.getByText(ageArticle)).toBeInTheDocument()
    expect(flat(main.getAllByRole('listitem').find((item) => item.textContent?.includes(datesArticle.slice(0, 20)))?.textContent)).toContain(datesArticle)
  })

  it.each([
    ['ESP', 'Fecha de nacimiento', 'Debes tener 18 años o más el 25 de agosto de 2027.'],
    ['ENG', 'Date of birth', 'You must be 18 or older on 25 August 2027.'],
  ] as const)("in %s the legal form checks a birthday against the served edition's cut-off day", async (lang, label, ageRule) => {
    serveEditions(seededEdition, edition2027)
    await act(() => refreshEditions())
    const { user } = renderWithApp(<LegalInfoForm userId="user00000000001" record={null} />, { preferences: { lang } })
    const birthday = screen.getByLabelText(label)
    // 18 on 2027-08-26: one day late for this edition's cut-off (too young for the seed's as well).
    await user.type(birthday, '26-08-2009')
    expect(await screen.findByText(ageRule)).toBeInTheDocument()
    // 18 on 2027-08-20: old enough for this edition, though not for the seed's 2025-08-27.
    await user.clear(birthday)
    await user.type(birthday, '20-08-2009')
    await waitFor(() => expect(screen.queryByText(ageRule)).toBeNull())
    expect(birthday).not.toHaveAttribute('aria-invalid')
  })
})


describe('before the editions are read the site names no edition', () => {
  it.each([
    ['ESP', 'Santiago de Chile', '27–29 de agosto de 2027'],
    ['ENG', 'Santiago, Chile', 'August 27 – 29, 2027'],
  ] as const)('in %s home and footer show no days while the editions are on their way, then the served edition’s', async (lang, place, dates) => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(EDITIONS, async ({ request }) => {
        await answered
        return listAnswer([seededEdition, edition2027], request)
      }),
    )
    renderWithApp(<></>, { routes, url: '/', preferences: { lang } })
    const footer = await screen.findByRole('contentinfo')
    expect(flat(footer.textContent)).toContain(place)
    const main = await screen.findByRole('main')
    // No year at all: no day of any edition is guessed from code while the answer is pending.
    expect(flat(footer.textContent)).not.toMatch(/20\d\d/u)
    expect(main.querySelector('time')).toBeNull()
    answer()
    await waitFor(() => expect(flat(footer.textContent)).toContain(dates))
    expect(within(main).getByText(dates)).toBeInTheDocument()
  })
})
