import type { ActivityStage } from './activity.ts';
import type { ActivityAlias, ActivityTheme } from './enrolment-answers.ts';

/** An /events page's introduction: its alias entry, the manager's words and page furniture. */
export interface EventIntroduction {
  /** getAlias: the canonical alias, identifier, type and stage. */
  alias: ActivityAlias;
  /** introduce: the headline, the introduction and its highlights. */
  title: string;
  introduce: string;
  highlights: string[];
  /** customized/baseInfo: the page's colours and hero image. */
  theme: ActivityTheme;
}

/** Why the exchange does not show an activity (checkShowActivity answered `show: false`). */
export type HiddenReason = 'region' | 'withdrawn';

/**
 * The exchange withdraws ended activities some days after they end, and hides others from
 * regions they exclude; an ended activity is therefore taken as withdrawn, any other as
 * excluded from the viewer's region.
 */
export function hiddenReason(stage: ActivityStage | undefined): HiddenReason {
  return stage === 'FINISHED' ? 'withdrawn' : 'region';
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour from the server, used in a style only if it is a plain hex colour. */
export function safeColour(value: string | undefined): string | undefined {
  return value !== undefined && HEX_COLOUR.test(value) ? value : undefined;
}
