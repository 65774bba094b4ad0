import type { ReferralRow } from '../../src/domain/agent.ts';
import { formatAmount } from '../../src/domain/number-format.ts';
import { VirtualRows } from '../../src/features/agent/VirtualRows.tsx';
import { formatLocalDateTime } from '../../src/i18n/format.ts';

const COLUMNS = ['User', 'Joined', 'Status', 'Volume'] as const;
const VOLUME_DIGITS = { maximumFractionDigits: 2 };

/** The same cells as the agent dashboard's referral list (AgentListSection). */
function referralCells(row: ReferralRow) {
  const [date, time] = formatLocalDateTime(row.registeredAt).split(' ');
  return (
    <>
      <td className="stack">
        <span>{row.maskedName}</span>
        <span className="muted" dir="ltr">
          {row.uid}
        </span>
      </td>
      <td>
        <time dir="ltr" dateTime={new Date(row.registeredAt).toISOString()}>
          <span className="stack-part">{date}</span>{' '}
          <span className="stack-part muted">{time}</span>
        </time>
      </td>
      <td className="stack">
        <span>{row.kycPassed ? 'KYC passed' : 'KYC pending'}</span>
        <span className="muted">
          {row.firstDepositAt === undefined ? 'No deposit' : 'Deposited'}
        </span>
      </td>
      <td className="num" dir="ltr">
        {formatAmount(row.tradeVolume, 'en', VOLUME_DIGITS)}
      </td>
    </>
  );
}

const noop = () => {};

/** The product's virtualised table with every row already loaded. */
export function ReferralList(props: { rows: readonly ReferralRow[] }) {
  return (
    <main className="app-main agent">
      <VirtualRows
        label="Referrals"
        scrollLabel="Referral list"
        columns={COLUMNS}
        rows={props.rows}
        count={props.rows.length}
        pageSize={50}
        onLoadPage={noop}
        rowKey={(row) => row.id}
        renderCells={referralCells}
      />
    </main>
  );
}
