import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { pageToLoad } from '../../domain/agent-dashboard.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';

/** Every row has this height (px, as `--vtable-row` in agent.css): nothing is measured. */
export const ROW_HEIGHT = 56;
/** The header row's height (px, as in agent.css): the rows start below it. */
const HEAD_HEIGHT = 44;
/** How many rows the scroll box shows at once (its height in agent.css). */
export const VISIBLE_ROWS = 8;
/**
 * Rows drawn beyond the visible ones, so a fast scroll does not show blanks. Half a screenful
 * each side: every drawn row, new or not, is walked again by each frame's pre-paint, paint and
 * layerize while the list scrolls, and a scroll of more than a screenful a frame shows blanks
 * for a frame whatever the overscan.
 */
const OVERSCAN = 4;
/** Asks for the next page when the view comes this close to rows not loaded. */
const PREFETCH_ROWS = 15;

export interface VirtualRowsProps<Row> {
  /** The table's caption (its accessible name). */
  label: string;
  /** The name of the scroll box around it. */
  scrollLabel: string;
  /** The same array between renders, like `renderCells`. */
  columns: readonly string[];
  /** The rows by position; undefined where a page is not loaded (a placeholder shows). */
  rows: readonly (Row | undefined)[];
  /** The rows the list holds, loaded or not. */
  count: number;
  /** How many rows a page holds, to tell which page a row is on. */
  pageSize: number;
  /** Asks for the page (1-based) of rows in view that are not loaded. */
  onLoadPage: (pageIndex: number) => void;
  rowKey: (row: Row) => number;
  /** The row's `<td>` cells, one per column; the same function between renders (a row is
   * drawn again only when its row, position or this function changes). */
  renderCells: (row: Row) => ReactNode;
}

/**
 * A long list as a table of which only the rows in view exist in the page
 * (@tanstack/react-virtual), so 10,000 rows scroll as smoothly as 50. Rows not loaded yet are
 * placeholders of the same height; the page of the rows in view (or about to be) is asked for,
 * and only that one, however far the user jumped.
 */
export function VirtualRows<Row>(props: VirtualRowsProps<Row>) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: props.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    paddingStart: HEAD_HEIGHT,
    // The first paint, before the box is measured, already draws a screenful of rows.
    initialRect: { width: 0, height: HEAD_HEIGHT + ROW_HEIGHT * VISIBLE_ROWS },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const before = first ? first.start - HEAD_HEIGHT : 0;
  const after = last ? virtualizer.getTotalSize() - last.end : 0;
  const { rows, count, pageSize, onLoadPage } = props;
  const wanted = pageToLoad(
    { first: first?.index ?? 0, last: (last?.index ?? 0) + PREFETCH_ROWS },
    count,
    (index) => rows[index] !== undefined,
    pageSize,
  );

  // Which rows are in view is known only after layout and scrolling. This tells the machine
  // which page the user has come to; it fetches nothing itself (the machine loads the page,
  // ignores one loaded or loading, and cancels a load the user scrolled away from).
  useEffect(() => {
    if (wanted !== undefined) onLoadPage(wanted);
  }, [wanted, onLoadPage]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the box scrolls; keyboard users scroll it from here.
    <section className="vtable-scroll" ref={scrollRef} tabIndex={0} aria-label={props.scrollLabel}>
      {/* The rows above and below the window are space, so the scrollbar spans them all. */}
      <div className="vtable-window" style={{ paddingBlockStart: before, paddingBlockEnd: after }}>
        <table className="vtable" aria-rowcount={count + 1}>
          <caption className="visually-hidden">{props.label}</caption>
          <thead>
            <tr aria-rowindex={1}>
              {props.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const row = rows[item.index];
              return (
                <VirtualRow
                  key={row === undefined ? `pending-${item.index}` : props.rowKey(row)}
                  index={item.index}
                  row={row}
                  columns={props.columns}
                  renderCells={props.renderCells}
                />
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

interface VirtualRowProps<Row> {
  index: number;
  row: Row | undefined;
  columns: readonly string[];
  renderCells: (row: Row) => ReactNode;
}

/**
 * One drawn row. A scroll moves the window by a few rows: the rows still in it keep their
 * props and are not drawn again (memo), so a frame draws only the rows that came into view.
 */
const VirtualRow = memo(function VirtualRow<Row>(props: VirtualRowProps<Row>) {
  const { row, index } = props;
  return (
    <tr aria-rowindex={index + 2} data-index={index} data-loaded={row !== undefined}>
      {row === undefined
        ? props.columns.map((column) => (
            <td key={column}>
              <Skeleton height="0.9rem" width="70%" radius="4px" />
            </td>
          ))
        : props.renderCells(row)}
    </tr>
  );
}) as <Row>(props: VirtualRowProps<Row>) => ReactNode;
