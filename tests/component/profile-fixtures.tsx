import type { ReactElement } from 'react'
import { http, HttpResponse } from 'msw'
import { listAnswer } from './support/pb-list'
import { ToastContainer } from 'react-toastify'
import type { RouteObject } from 'react-router-dom'
import type { SessionUser } from '@/stores/preferences-slice'

/** The SPA's PocketBase URL in jsdom: VITE_POCKETBASE_URL is unset, so it is the page's own origin. */
export const api = (path: string) => `${window.location.origin}/api/${path}`

export const records = (collection: string, id?: string) => api(`collections/${collection}/records${id ? `/${id}` : ''}`)

/**
 * GET handler answering a collection's list like PocketBase: the records that pass the request's
 * `filter`, in its `sort` order, paged (support/pb-list.ts). None by default.
 */
export const listHandler = (collection: string, items: readonly unknown[] = []) =>
  http.get(records(collection), ({ request }) => listAnswer(items, request))

export const pbError = (status: number, data: Record<string, { code: string; message: string }> = {}) =>
  HttpResponse.json({ status, message: 'Failed.', data }, { status })

export const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1234567890abcd',
  email: 'fox@example.com',
  username: 'users12345678',
  verified: true,
  avatar: '',
  collectionName: 'users',
  ...overrides,
})

/** A JWT whose payload PocketBase's auth store can read (the signature is never checked in the browser). */
export function fakeToken(expSeconds: number, extra: Record<string, unknown> = {}) {
  const enc = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ exp: expSeconds, type: 'auth', ...extra })}.signature`
}

/** Routes for a page under test plus stand-ins for where it navigates, with the app's toast container. */
export function pageRoutes(path: string, page: ReactElement): RouteObject[] {
  return [
    {
      path,
      element: (
        <>
          <ToastContainer autoClose={5000} />
          {page}
        </>
      ),
    },
    { path: '/', element: <h1>home page</h1> },
    { path: '/profile', element: <h1>profile page</h1> },
    { path: '/login', element: <h1>login page</h1> },
    { path: '/adminlogin', element: <h1>moderators' sign-in page</h1> },
  ]
}
