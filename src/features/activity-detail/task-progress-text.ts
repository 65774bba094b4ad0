import { isTaskDone } from '../../domain/task-progress.ts';
import type { QuantityFormat } from '../../i18n/quantity.ts';
import type { Translate } from '../../i18n/translator.ts';

/** What a progress text is about: the done count, the target and their unit. */
export interface ProgressFigures {
  progress: string;
  target: string;
  unit: string;
}

/**
 * A task's progress in words. Short of the target: "1 of 3 trades", the unit agreeing with
 * the target it follows. At or past the target, the count done with its own unit's form and
 * the target reached: "2 trades: target of 1 reached", never "2 of 1 trade".
 */
export function taskProgressText(t: Translate, format: QuantityFormat, p: ProgressFigures): string {
  const params = {
    progress: format.quantity(p.progress, p.unit),
    target: format.quantity(p.target, p.unit),
  };
  return isTaskDone(p.progress, p.target)
    ? t('tasks.progressDone', { ...params, unit: format.unit(p.unit, p.progress) })
    : t('tasks.progress', { ...params, unit: format.unit(p.unit, p.target) });
}
