import en from '../../locales/en.json';
import type { ReferralRow } from '../../src/domain/agent.ts';
import { referralCells } from '../../src/features/agent/agent-list-cells.tsx';
import { VirtualRows } from '../../src/features/agent/VirtualRows.tsx';
import { createTranslator } from '../../src/i18n/translator.ts';

/** The dashboard's English column titles (AgentListSection's listText). */
const t = createTranslator('en', undefined, en);
const COLUMNS = [
  t('agent.colUser'),
  t('agent.colJoined'),
  t('agent.colStatus'),
  t('agent.colVolume'),
];

/** The dashboard's own cells, so the bench scrolls the rows a user scrolls. */
const renderCells = (row: ReferralRow) => referralCells(row, 'en', t);

const noop = () => {};

/** The product's virtualised table with every row already loaded. */
export function ReferralList(props: { rows: readonly ReferralRow[] }) {
  return (
    <main className="app-main agent">
      <VirtualRows
        label={t('agent.referralsTitle')}
        scrollLabel={t('agent.scrollLabel', { list: t('agent.referralsTitle') })}
        columns={COLUMNS}
        rows={props.rows}
        count={props.rows.length}
        pageSize={50}
        onLoadPage={noop}
        rowKey={(row) => row.id}
        renderCells={renderCells}
      />
    </main>
  );
}
