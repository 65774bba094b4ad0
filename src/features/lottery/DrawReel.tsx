import type { LotteryPrize } from '../../domain/lottery.ts';
import { ServerText } from '../../ui/ServerText.tsx';

/** How many prize names scroll past before the reel lands on the one won. */
export const REEL_FILLERS = 11;

/**
 * The visual reel: it spins while a draw is on its way and lands on the prize won. It is
 * decoration only (the result is announced in text beside it), and with prefers-reduced-motion
 * the stylesheet shows the prize directly, without movement.
 */
export function DrawReel(props: {
  prizes: readonly LotteryPrize[];
  spinning: boolean;
  won: { drawId: number; prize: LotteryPrize } | undefined;
}) {
  const { prizes, spinning, won } = props;
  const mode = spinning ? 'spinning' : won ? 'landing' : 'idle';
  const names =
    prizes.length === 0
      ? []
      : won && !spinning
        ? [
            ...Array.from(
              { length: REEL_FILLERS },
              (_, i) => prizes[(won.drawId + i) % prizes.length]!.name,
            ),
            won.prize.name,
          ]
        : [...prizes, ...prizes].map((p) => p.name);
  return (
    <div className="lottery-reel" data-reel={mode} aria-hidden="true">
      <div className="lottery-reel-window">
        {mode === 'idle' ? (
          <span className="lottery-reel-item lottery-reel-idle">?</span>
        ) : (
          <ul className="lottery-reel-strip" key={won && !spinning ? won.drawId : 'spin'}>
            {names.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the strip repeats names on purpose.
              <li key={i} className="lottery-reel-item" dir="auto">
                <ServerText text={name} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
