/**
 * A reward in words: draw chances and prize items are counted in words, never by their unit
 * codes (DRAW, ITEM), which are for machines.
 */
export function rewardWords(r: { amount: string; currency: string }): string {
  const one = r.amount === '1';
  if (r.currency === 'DRAW') return one ? '1 draw' : `${r.amount} draws`;
  if (r.currency === 'ITEM') return one ? '1 prize item' : `${r.amount} prize items`;
  return `${r.amount} ${r.currency}`;
}
