import { fromPromise } from 'xstate';

/**
 * A request a machine names and the composition root provides (`machine.provide`): it fails
 * loudly if a caller forgot to provide it.
 */
export const provided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the composition root`);
  });
