import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useT } from '@/i18n/use-t'

export function RouteError() {
  const t = useT()
  return (
    <section className="page page--center" role="alert">
      <h1>{t.common.unexpectedError}</h1>
    </section>
  )
}

interface BoundaryProps {
  /** The current address: going elsewhere (a link, the back button) clears the error. */
  pathname: string
  children: ReactNode
}

interface BoundaryState {
  error: unknown
  pathname: string
}

/** Shows {@link RouteError} instead of the page when rendering it fails (including a page's code failing to load). */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, pathname: this.props.pathname }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown render error') }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    return this.state.error ? <RouteError /> : this.props.children
  }
}
