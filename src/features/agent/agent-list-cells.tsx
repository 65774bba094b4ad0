import type { ReactNode } from 'react';
import type { RebateRow, ReferralRow } from '../../domain/agent.ts';
import { formatAmount } from '../../domain/number-format.ts';
import type { Translate } from '../../i18n/translator.ts';
import { LocalTime } from '../../ui/LocalTime.tsx';

/** Trade volumes are read at a glance: two decimals are enough in a list. */
const VOLUME_DIGITS = { maximumFractionDigits: 2 };

/** A rebate's row: when, from whom, on what volume, how much. */
export function rebateCells(row: RebateRow, locale: string): ReactNode {
  return (
    <>
      <td>
        <LocalTime stacked focusable={false} at={row.createdAt} />
      </td>
      <td dir="ltr">{row.referralUid}</td>
      <td className="num" dir="ltr">
        {formatAmount(row.tradeVolume, locale, VOLUME_DIGITS)}
      </td>
      <td className="num" dir="ltr">
        <span className="stack-part">{formatAmount(row.rebate, locale)}</span>{' '}
        <span className="stack-part muted">{row.currency}</span>
      </td>
    </>
  );
}

/** A referral's row: who, joined when, KYC and deposit, volume. The bench's list draws these too. */
export function referralCells(row: ReferralRow, locale: string, t: Translate): ReactNode {
  return (
    <>
      <td className="stack">
        <bdi>{row.maskedName}</bdi>
        <span className="muted" dir="ltr">
          {row.uid}
        </span>
      </td>
      <td>
        <LocalTime stacked focusable={false} at={row.registeredAt} />
      </td>
      <td className="stack">
        <span>{row.kycPassed ? t('agent.kycPassed') : t('agent.kycPending')}</span>
        <span className="muted">
          {row.firstDepositAt === undefined ? t('agent.noDeposit') : t('agent.deposited')}
        </span>
      </td>
      <td className="num" dir="ltr">
        {formatAmount(row.tradeVolume, locale, VOLUME_DIGITS)}
      </td>
    </>
  );
}
