/**
 * The agent's referral list with 10,000 loaded rows, drawn by the product's own VirtualRows.
 * It reports how long the first render took and, on request, how smoothly the box scrolls.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../src/app/styles.css';
import '../../src/ui/ui.css';
import '../../src/features/agent/agent.css';
import { ReferralList } from './ReferralList.tsx';
import { makeReferrals } from './referrals.ts';
import { type ScrollReport, scrollAndCount } from './scroll-frames.ts';

declare global {
  interface Window {
    /** Read by bench/list.ts. */
    benchList?: { firstRender: number; scroll: (frames: number) => Promise<ScrollReport> };
  }
}

const rows = makeReferrals(10_000);
const container = document.getElementById('root')!;
const root = createRoot(container);
// The app's start loads the page's number data in a task of its own before any view draws
// (src/app/main.tsx; the bench's page is English), long before the agent dashboard opens: the
// page does the same, so the first render measures the list, not the browser's first load of
// that data.
new Intl.NumberFormat('en').format(0);
await new Promise((resolve) => setTimeout(resolve, 0));
const start = performance.now();
flushSync(() => root.render(<ReferralList rows={rows} />));
// The frame that shows the rows: its callback runs before paint, the message after it.
requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const scroller = container.querySelector<HTMLElement>('.vtable-scroll')!;
    window.benchList = {
      firstRender: performance.now() - start,
      scroll: (frames) => scrollAndCount(scroller, frames),
    };
  };
  channel.port2.postMessage(undefined);
});
