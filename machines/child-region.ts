/**
 * A region that runs one child actor while its machine's data calls for it (the activity's price
 * chart and live ranking). It decides again on every `reload`, so a reload that drops what the
 * child needs stops it and one that brings it starts it: one builder, so the regions that work
 * this way cannot drift apart.
 */
export const childWhile = <
  TReload extends string,
  TRun extends string,
  TGuard extends string,
  TInvoke,
  TOn = undefined,
>(spec: {
  /** The event after which the data may say otherwise. */
  reload: TReload;
  description: string;
  /** Why some data has the child and other data not. */
  decides: string;
  guard: TGuard;
  none: string;
  /** The state that runs the child, by the name its tests and views know. */
  run: TRun;
  running: { description: string; invoke: TInvoke; on?: TOn };
}) =>
  ({
    description: spec.description,
    initial: 'routing',
    on: { [spec.reload]: '.routing' } as { [K in TReload]: '.routing' },
    states: {
      routing: {
        description: spec.decides,
        always: [{ guard: spec.guard, target: spec.run }, { target: 'none' }],
      },
      none: { description: spec.none },
      ...({ [spec.run]: spec.running } as { [K in TRun]: typeof spec.running }),
    },
  }) as const;
