// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualRows } from '../../../../src/features/agent/VirtualRows.tsx';

afterEach(cleanup);

// jsdom lays nothing out: the scroll box gets the height agent.css gives it.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.classList.contains('vtable-scroll') ? 44 + 56 * 8 : 0;
  },
});

interface Row {
  id: number;
  name: string;
}

const COLUMNS = ['Name'] as const;
const rows: Row[] = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
const noop = () => {};

function list(renderCells: (row: Row) => React.ReactNode, label = 'Rows') {
  return (
    <VirtualRows
      label={label}
      scrollLabel="Row list"
      columns={COLUMNS}
      rows={rows}
      count={rows.length}
      pageSize={50}
      onLoadPage={noop}
      rowKey={(row) => row.id}
      renderCells={renderCells}
    />
  );
}

describe('VirtualRows', () => {
  it('draws again only the rows whose props changed, not every row in the window', () => {
    const renderCells = vi.fn((row: Row) => <td>{row.name}</td>);
    const view = render(list(renderCells));
    const drawn = renderCells.mock.calls.length;
    expect(drawn).toBeGreaterThan(0);
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(drawn);

    // The table itself draws again (its caption changed); its rows did not change.
    view.rerender(list(renderCells, 'Rows again'));
    expect(view.container.querySelector('caption')?.textContent).toBe('Rows again');
    expect(renderCells).toHaveBeenCalledTimes(drawn);

    // Cells drawn another way: every row is drawn again, with the new cells.
    view.rerender(list((row) => <td>{row.name.toUpperCase()}</td>, 'Rows again'));
    expect(view.container.querySelector('tbody td')?.textContent).toBe('ROW 1');
  });
});
