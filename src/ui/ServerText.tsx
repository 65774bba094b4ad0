import { Fragment } from 'react';
import { splitAmountRuns } from '../domain/bidi-runs.ts';

/**
 * Text written by the exchange (titles, descriptions, task and prize names, messages), with
 * each amount and its currency isolated left to right (`<bdi dir="ltr">`), so "1,000 USDT"
 * keeps its order inside Arabic and Persian sentences. The element around it gives the text
 * its own direction (`dir="auto"` on a block, `<bdi>` inline).
 */
export function ServerText(props: { text: string }) {
  const runs = splitAmountRuns(props.text);
  if (runs.length === 1 && !runs[0]?.amount) return <>{props.text}</>;
  return (
    <>
      {runs.map((run, i) =>
        run.amount ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one fixed text, in order.
          <bdi key={i} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one fixed text, in order.
          <Fragment key={i}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
