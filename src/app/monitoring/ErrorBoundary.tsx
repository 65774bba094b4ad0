import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Told of every error a view throws while rendering. */
  onError: (error: unknown, componentStack: string | undefined) => void;
  /** Tells the user the page cannot go on, with a reload button (crash-notice.ts). */
  onCrash: () => void;
  children: ReactNode;
}

/**
 * Catches what the routes throw while rendering, reports it, and has the page's crash notice
 * shown (the one a failed start shows) in place of the broken view.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info.componentStack ?? undefined);
    this.props.onCrash();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
