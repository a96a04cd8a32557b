import { Component, type ErrorInfo, type ReactNode } from 'react'
import { QueryFailed } from '@/components/ui/query-state'
import { onPartsRetry, retryFailedParts } from './after-paint-parts'

/**
 * Around a part of a page that downloads after the first paint (after-paint-parts.ts lazyAfterFirstPaint):
 * when its code fails to arrive (offline, a new deploy) or it fails to render, the rest of the page
 * stays and this part offers a retry, instead of the whole page turning into the route's error.
 */
export class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  private stopListening = () => {}

  componentDidMount() {
    // One retry (any boundary's button) is for every part that failed on the page.
    this.stopListening = onPartsRetry(() => {
      if (this.state.failed) this.setState({ failed: false })
    })
  }

  componentWillUnmount() {
    this.stopListening()
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    // Shown as a failed read is (the same text and retry), since to the reader it is one.
    return this.state.failed ? <QueryFailed onRetry={this.retry} /> : this.props.children
  }

  private retry = () => retryFailedParts()
}
