/**
 * An amount with its currency code inside server text: "1,000 USDT", "0.5 BTC", "USDT 20".
 * Digits with group and decimal marks of any locale, then (or after) an upper-case code.
 */
const AMOUNT_RUN =
  /(?:\d(?:[\d.,'\u00a0\u202f\u066b\u066c]*\d)?\s?[A-Z][A-Z0-9]{1,11}\b)|(?:\b[A-Z][A-Z0-9]{1,11}\s?\d(?:[\d.,'\u00a0\u202f\u066b\u066c]*\d)?)/g;

/** A piece of server text: plain, or an amount that must be read left to right as one unit. */
export interface TextRun {
  text: string;
  amount: boolean;
}

/**
 * Cuts server text into runs so that each amount with its currency can be isolated left to
 * right. Inside Arabic or Persian text the bidi algorithm would otherwise show "1,000 USDT" as
 * "USDT 1,000" (the number and the code are separate runs around a right-to-left space).
 * Joining the runs' text gives back the input unchanged.
 */
export function splitAmountRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(AMOUNT_RUN)) {
    const start = match.index ?? 0;
    if (start > last) runs.push({ text: text.slice(last, start), amount: false });
    runs.push({ text: match[0], amount: true });
    last = start + match[0].length;
  }
  if (last < text.length || runs.length === 0) runs.push({ text: text.slice(last), amount: false });
  return runs;
}
