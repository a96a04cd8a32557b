import type { FormEvent } from 'react'

// react-toastify downloads, and its container mounts (app-layout.tsx), with the first toast, not with
// every page's first paint. Should that download fail (offline, a new deploy), the submission still
// runs, without its toasts, rather than not at all.
let wanted = false
const listeners = new Set<() => void>()

/** Whether a toast has been asked for: the layout mounts the container from then on. */
export const toastsWanted = () => wanted

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// A toast raised before the container has mounted waits in react-toastify's queue, which the first
// mount takes; React's StrictMode (development, `npm start`) mounts the container, unmounts it and
// mounts it again, and the second mount starts empty: the first toast of a page was lost there. So
// toasts wait until the layout's container says it is mounted for good (app-layout.tsx), at most
// 3 s after the first one was asked for.
let markContainerMounted = () => {}
const containerMounted = new Promise<void>((resolve) => (markContainerMounted = resolve))

/** Called by the layout's toast container once mounted (and by tests that mount their own). */
export const toastContainerMounted = () => markContainerMounted()

const loadToast = () => {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
    setTimeout(markContainerMounted, 3000)
  }
  return import('react-toastify').then(
    (m) => containerMounted.then(() => m.toast),
    (err: unknown) => {
      console.error(err)
      return null
    },
  )
}

/** A success toast outside a form submission (e.g. after the account is gone and the page moves on). */
export const toastSuccess = (text: string): void => {
  void loadToast().then((toast) => toast?.success(text))
}

/** SPEC §9: a success toast closes after 1000 ms, and the page moves on once it has. */
export const SUCCESS_TOAST_MS = 1000

export interface SubmitToastTexts<T = unknown> {
  pending: string
  /** Fixed, or from the action's result (e.g. "Ticket Paw… issued"). */
  success: string | ((result: T) => string)
  error: string | ((err: unknown) => string)
}

/**
 * Runs one form submission behind a toast: pending ("sending"), then success (closing after 1 s) or
 * error, in whatever language the caller passes. Rethrows so the form can map field errors.
 * The outcome is a new toast rather than `toast.update`: the ToastContainer mounts lazily (with the
 * first toast), and react-toastify queues toasts shown before that but drops updates to them, so
 * after a fast answer the queued "sending" toast appeared later and stayed forever. `dismiss` does
 * remove a queued toast. Every toast in the app goes through this helper for that reason.
 */
export async function submitWithToast<T>(action: () => Promise<T>, texts: SubmitToastTexts<T>): Promise<T> {
  // The submission does not wait for the toast library: on the first toast it is still downloading.
  let id: string | number | undefined
  const toasts = loadToast().then((toast) => {
    id = toast?.loading(texts.pending)
    return toast
  })
  try {
    const result = await action()
    const toast = await toasts
    toast?.dismiss(id)
    toast?.success(typeof texts.success === 'function' ? texts.success(result) : texts.success, { autoClose: SUCCESS_TOAST_MS })
    return result
  } catch (err) {
    const render = typeof texts.error === 'function' ? texts.error(err) : texts.error
    const toast = await toasts
    toast?.dismiss(id)
    toast?.error(render, { autoClose: 5000 })
    throw err
  }
}

/** Resolves when a success toast has closed: the moment to navigate away. */
export const afterSuccessToast = () => new Promise<void>((resolve) => setTimeout(resolve, SUCCESS_TOAST_MS))

/**
 * A form's onSubmit for react-hook-form's `handleSubmit(...)`. Every submit function shows its own
 * failures (submitWithToast, or the profile's save), so the event handler has nothing to wait for; a
 * rejection that still escapes is a bug, logged here instead of becoming an unhandled rejection.
 */
export const onFormSubmit =
  (submit: (event: FormEvent) => Promise<void>) =>
  (event: FormEvent): void => {
    submit(event).catch((err: unknown) => console.error('form submission failed', err))
  }
