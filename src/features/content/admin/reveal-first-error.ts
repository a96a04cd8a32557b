/**
 * Focuses the form's first invalid control and scrolls its whole field (label, control and error) to
 * the middle of the window, clear of the sticky save bar at the bottom. Focusing alone scrolls only as
 * far as the control, which can leave its error message under the bar.
 */
export function revealFirstError(form: HTMLFormElement | null): void {
  const control = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!control) return
  control.focus({ preventScroll: true })
  const field = control.closest('.field') ?? control
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  field.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' })
}
