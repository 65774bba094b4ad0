import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nContext.tsx';

interface Props {
  /** Told of every error a view throws while rendering. */
  onError: (error: unknown, componentStack: string | undefined) => void;
  children: ReactNode;
}

/**
 * Catches what the routes throw while rendering, reports it and shows a friendly page with a
 * reload button instead of a blank screen.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

function ErrorPage() {
  const { t } = useI18n();
  return (
    <div className="not-found" role="alert" data-state="crashed">
      <h1>{t('errors.crashed.title')}</h1>
      <p>{t('errors.crashed.body')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors.crashed.reload')}
      </button>
    </div>
  );
}
