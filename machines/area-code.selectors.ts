import type { SnapshotFrom } from 'xstate';
import type { AreaCode } from '../src/domain/area-code.ts';
import type { areaCodeMachine } from './area-code.machine.ts';

type AreaCodeSnapshot = SnapshotFrom<typeof areaCodeMachine>;

const normalise = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Whether a code matches the search: by name, by dialling code (with or without +), by country. */
export function matchesAreaCode(code: AreaCode, query: string): boolean {
  const q = normalise(query);
  if (q === '') return true;
  const digits = q.replace(/^\+/, '');
  return (
    normalise(code.name).includes(q) ||
    (digits !== '' && code.areaCode.replace(/^\+/, '').startsWith(digits)) ||
    code.countryCode.toLowerCase() === q
  );
}

/** Commonly used codes that match the search. */
export const selectCommonAreaCodes = (s: AreaCodeSnapshot) =>
  s.context.lists.commonlyList.filter((c) => matchesAreaCode(c, s.context.query));
/** All codes that match the search. */
export const selectAllAreaCodes = (s: AreaCodeSnapshot) =>
  s.context.lists.list.filter((c) => matchesAreaCode(c, s.context.query));
/** The chosen code, once the lists know it. */
export const selectChosenAreaCode = (s: AreaCodeSnapshot): AreaCode | undefined => {
  const { selected, lists } = s.context;
  if (selected === undefined) return undefined;
  return (
    lists.commonlyList.find((c) => c.countryCode === selected) ??
    lists.list.find((c) => c.countryCode === selected)
  );
};
/** Why the load failed. */
export const selectAreaCodeFailure = (s: AreaCodeSnapshot) =>
  s.matches('failed') ? s.context.failure : undefined;
