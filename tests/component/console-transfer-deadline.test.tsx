import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import { EditionSection } from '@/features/moderation/console/edition-section'
import { transferDeadlineCopy } from '@/features/moderation/console/transfer-deadline-copy'
import { renderWithApp } from './support/render'
import { server } from './support/server'
import { pbError } from './profile-fixtures'

const ROUTE = '*/api/mi/transfer-deadline'

describe('/adminconsole: the transfer deadline of the current edition', () => {
  it.each(['ESP', 'ENG'] as const)('saves a day before the edition starts, typed day first, and refuses a later one (%s)', async (lang) => {
    const t = transferDeadlineCopy[lang]
    const put: unknown[] = []
    let deadline = ''
    server.use(
      http.get(ROUTE, () => HttpResponse.json({ edition: 'edition0000seed', inicio: '2025-08-29', deadline })),
      http.put(ROUTE, async ({ request }) => {
        const body = (await request.json()) as { deadline: string }
        put.push(body)
        if (body.deadline >= '2025-08-29') return pbError(400, { deadline: { code: 'validation_transfer_deadline_after_start', message: 'Not before the first day.' } })
        deadline = body.deadline
        return HttpResponse.json({ deadline })
      }),
    )
    const { user } = renderWithApp(
      <>
        <EditionSection />
        <ToastContainer />
      </>,
      { preferences: { lang } },
    )
    const form = within(await screen.findByRole('form', { name: t.title }))
    const field = form.getByLabelText(t.field)
    // Typed day first (a date input would show the browser's mm/dd/yyyy): a day from the start on is refused before sending.
    expect(field).toHaveAttribute('placeholder', lang === 'ESP' ? 'dd-mm-aaaa' : 'dd-mm-yyyy')
    await user.type(field, '30-08-2025')
    await user.click(form.getByRole('button', { name: t.save }))
    expect(await form.findByText(t.afterStart)).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, '20-08-2025')
    await user.click(form.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.saved('2025-08-20'))).toBeInTheDocument()
    expect(put).toEqual([{ deadline: '2025-08-20' }])
    expect(field).toHaveValue('20-08-2025')
  })
})
