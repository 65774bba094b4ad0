import type { ReactNode } from 'react';

/** Passed as a translation parameter where an element (a time, an amount) goes in the sentence. */
export const SLOT = '\u0000';

/** A translated sentence with one element in the place of SLOT, so word order stays the locale's. */
export function Sentence(props: { text: string; slot: ReactNode }) {
  const [before, ...rest] = props.text.split(SLOT);
  return (
    <>
      {before}
      {rest.length > 0 && props.slot}
      {rest.join('')}
    </>
  );
}
