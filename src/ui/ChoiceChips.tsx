import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/** One chip of a `ChoiceChips` group. */
export interface Choice {
  value: string;
  label: ReactNode;
}

/** The keys that move focus along the row, and by how many chips (before the row's direction). */
const STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * A row of chips of which one is chosen: a radio group of buttons, as radix's single
 * ToggleGroup draws it (`role="radiogroup"`, `aria-checked`, `data-state="on"`), with one tab
 * stop and the arrow keys, Home and End moving along the row. Written here rather than taken
 * from radix because the centre draws it on its first screen, and radix's group, roving focus
 * and collection weigh about 8 KB of gzip for these few lines (issue 17's 120 KB budget).
 */
export function ChoiceChips(props: {
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const { choices, value, onChange } = props;
  const row = useRef<HTMLDivElement>(null);
  const tabStop = choices.some((c) => c.value === value) ? value : choices[0]?.value;

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(row.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]') ?? [])];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0 || buttons.length === 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = STEPS[event.key];
    let next: number | undefined;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else if (step !== undefined) {
      const sideways = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
      const along = rtl && sideways ? -step : step;
      next = (at + along + buttons.length) % buttons.length;
    }
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div
      ref={row}
      role="radiogroup"
      className="chips"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      onKeyDown={moveFocus}
    >
      {choices.map((choice) => {
        const checked = choice.value === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a radio input cannot hold the chip's count nor take its look; a button with the radio's role and state can
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={checked}
            data-state={checked ? 'on' : 'off'}
            className="chip"
            tabIndex={choice.value === tabStop ? 0 : -1}
            onClick={() => {
              if (!checked) onChange(choice.value);
            }}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
