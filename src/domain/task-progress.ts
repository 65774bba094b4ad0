/**
 * A task's progress against its target, compared exactly on the decimal strings the exchange
 * sends (src/domain/decimal.ts): a task that is one satoshi short must not look done.
 */
import { compareDecimal, decimalRatio } from './decimal.ts';

/** The spec's comparison (every value maps to GREATER_EQUAL): done when progress ≥ target. */
export function isTaskDone(progress: string, target: string): boolean {
  const order = compareDecimal(progress, target);
  return order === 0 || order === 1;
}

/**
 * How far a task is, from 0 to 1, for a progress bar: clamped at both ends, 1 for a target of
 * zero or less, 0 when either value is not a decimal. Exact to six decimal places.
 */
export function progressRatio(progress: string, target: string): number {
  return decimalRatio(progress, target);
}
