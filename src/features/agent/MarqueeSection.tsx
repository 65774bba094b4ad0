import { useState } from 'react';
import type { AgentPartRefs } from '../../../machines/agent.connect.ts';
import { connectAgentSection } from '../../../machines/agent-section.connect.ts';
import type { MarqueeRecord } from '../../domain/agent.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { LocalTime } from '../../ui/LocalTime.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SectionFrame } from './SectionFrame.tsx';

/** The marquee section's connect, made once. */
const connectMarquee = connectAgentSection('marquee');

function Records(props: { records: readonly MarqueeRecord[]; hidden?: boolean }) {
  return (
    <ul className="marquee-list" aria-hidden={props.hidden ? 'true' : undefined}>
      {props.records.map((record) => (
        <li key={record.id} className="marquee-item">
          <bdi>{record.text}</bdi>{' '}
          <LocalTime at={record.createdAt} className="muted" focusable={false} />
        </li>
      ))}
    </ul>
  );
}

/** The moving strip: two copies of the records, so the loop has no seam. */
function MarqueeStrip(props: { records: readonly MarqueeRecord[]; paused: boolean }) {
  const { t } = useI18n();
  return (
    <section
      className="marquee-viewport"
      data-paused={props.paused}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus pauses the strip and lets the keyboard scroll it.
      tabIndex={0}
      aria-label={t('agent.marqueeStrip')}
    >
      <div className="marquee-track">
        <Records records={props.records} />
        <Records records={props.records} hidden />
      </div>
    </section>
  );
}

/**
 * The newest rebates, scrolling. It stops on hover and focus, with its pause button, and for
 * users who ask for reduced motion (CSS), who can scroll it themselves instead.
 */
export function MarqueeSection(props: { section: AgentPartRefs['marquee']; onRetry: () => void }) {
  const { t } = useI18n();
  const view = useConnect(props.section, connectMarquee);
  const records = view.data;
  // Whether the user paused the scrolling is view state of this widget alone.
  const [paused, setPaused] = useState(false);
  const moving = records !== undefined && records.length > 0;
  return (
    <SectionFrame
      id="agent-marquee"
      className="agent-marquee"
      title={t('agent.marqueeTitle')}
      view={view}
      onRetry={props.onRetry}
      skeleton={<Skeleton height="var(--marquee-height)" radius="8px" />}
      aside={
        moving && (
          <Button
            variant="ghost"
            className="marquee-toggle"
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? t('agent.marqueePlay') : t('agent.marqueePause')}
          </Button>
        )
      }
    >
      {records && records.length === 0 && <p className="muted">{t('agent.marqueeEmpty')}</p>}
      {moving && <MarqueeStrip records={records} paused={paused} />}
    </SectionFrame>
  );
}
