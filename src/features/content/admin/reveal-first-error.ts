/**
 * Scrolls a refused form's error into view with its whole field (label, control and message) in the
 * middle of the window, clear of the sticky save bar at the bottom: the invalid control that already
 * has the focus (a server refusal focuses the field it names first), else the first invalid one, which
 * gets the focus. Focusing alone scrolls only as far as the control and can leave its message under the bar.
 */
export function revealFirstError(form: HTMLFormElement | null): void {
  if (!form) return
  const focused = document.activeElement
  const control =
    focused instanceof HTMLElement && form.contains(focused) && focused.getAttribute('aria-invalid') === 'true'
      ? focused
      : form.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!control) return
  control.focus({ preventScroll: true })
  const field = control.closest('.field') ?? control
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  field.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' })
}
