import type { ReactNode } from 'react';
import type { AgentSectionView } from '../../../machines/agent-section.connect.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { agentFailureText } from './agent-failure.ts';

export interface SectionFrameProps {
  /** The id of the section, for its heading. */
  id: string;
  title: string;
  /** The part's state, failure and retry, from its machine's connect. */
  view: AgentSectionView;
  onRetry: () => void;
  /** Drawn while the part loads: placeholders of the final size. */
  skeleton: ReactNode;
  /** Drawn once the part is loaded. */
  children?: ReactNode;
  /** Shown beside the title (counts, controls). */
  aside?: ReactNode;
  className?: string;
}

/**
 * One part of the dashboard with its own states: a skeleton while it loads, its own error
 * and retry, its content once loaded. A part the permission excludes is not drawn at all.
 */
export function SectionFrame(props: SectionFrameProps) {
  const { t } = useI18n();
  const { view } = props;
  if (view.isHidden) return null;
  const loading = view.isLoading;
  const failed = view.isFailed;
  return (
    <section
      className={['panel agent-section', props.className].filter(Boolean).join(' ')}
      data-state={view.dataState}
      aria-labelledby={`${props.id}-title`}
      aria-busy={loading}
    >
      <div className="agent-section-head">
        <h2 id={`${props.id}-title`} className="agent-section-title">
          {props.title}
        </h2>
        {props.aside}
      </div>
      {loading && (
        <>
          <VisuallyHidden role="status">{t('agent.loadingSection')}</VisuallyHidden>
          {props.skeleton}
        </>
      )}
      {failed && (
        <div className="notice notice-error" role="alert">
          <p>{agentFailureText(t, view.failure)}</p>
          <Button disabled={!view.canRetry} onClick={props.onRetry}>
            {t('agent.retry')}
          </Button>
        </div>
      )}
      {!loading && !failed && props.children}
    </section>
  );
}
