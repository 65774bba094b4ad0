import type { LotteryPrize } from '../../domain/lottery.ts';
import { formatAmount } from '../../domain/number-format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { ServerText } from '../../ui/ServerText.tsx';
import { prizeChances } from './draw-check.ts';

/** The prizes on offer with each one's chance, the prize just won marked. */
export function PrizeTable(props: { prizes: readonly LotteryPrize[]; wonPrizeId?: number }) {
  const { t, locale } = useI18n();
  const chances = prizeChances(props.prizes);
  return (
    <table className="lottery-prizes">
      <caption>{t('lottery.prizes')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery.prizeColumn')}</th>
          <th scope="col" className="lottery-chance">
            {t('lottery.chanceColumn')}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.prizes.map((prize, i) => (
          <tr
            key={prize.prizeId}
            data-prize-id={prize.prizeId}
            data-won={prize.prizeId === props.wonPrizeId ? 'true' : undefined}
          >
            <th scope="row" dir="auto">
              <ServerText text={prize.name} />
            </th>
            <td className="lottery-chance" dir="ltr">
              {t('lottery.chance', {
                value: formatAmount(chances[i] ?? 0, locale, {
                  minimumFractionDigits: 0,
                  maximumFractionDigits: 2,
                }),
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
