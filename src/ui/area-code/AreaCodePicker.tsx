import { Popover } from 'radix-ui';
import { type KeyboardEvent, useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectAreaCode } from '../../../machines/area-code.connect.ts';
import type { areaCodeMachine } from '../../../machines/area-code.machine.ts';
import type { AreaCode } from '../../domain/area-code.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../actor.tsx';
import { AreaCodeList, type AreaCodeOption } from './AreaCodeList.tsx';
import { AreaCodeStatus } from './AreaCodeStatus.tsx';
import './area-code.css';

/** The picker's actor, owned by the machine of the flow that needs a phone prefix. */
export type AreaCodeRef = ActorRefFrom<typeof areaCodeMachine>;

export interface AreaCodePickerProps {
  actor: AreaCodeRef;
  /** Told of every choice, with the code chosen. */
  onChange?: (code: AreaCode) => void;
  /** The form field that carries the dialling code (e.g. "+44"), for plain form posts. */
  name?: string;
}

/**
 * The area-code picker for every phone number field: commonly used codes first, then all
 * (areaCodeList), narrowed by a search of name or code. A combobox in a popover: type to
 * search, arrow keys move, Enter chooses, Escape closes.
 */
export function AreaCodePicker({ actor, onChange, name }: AreaCodePickerProps) {
  const { t } = useI18n();
  const picker = useConnect(actor, connectAreaCode);
  const { common, all, chosen, query } = picker;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const labelId = useId();

  const options: AreaCodeOption[] = [
    ...common.map((code) => ({ id: `${listId}-common-${code.countryCode}`, code })),
    ...all.map((code) => ({ id: `${listId}-all-${code.countryCode}`, code })),
  ];
  const activeIndex = Math.min(active, options.length - 1);

  const choose = (code: AreaCode) => {
    // Options come from the machine's lists, which is what its guard asks of a choice.
    picker.select(code.countryCode);
    onChange?.(code);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(activeIndex + 10, last),
      PageUp: Math.max(activeIndex - 10, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
      document.getElementById(options[moves[event.key] ?? 0]?.id ?? '')?.scrollIntoView?.({
        block: 'nearest',
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option.code);
    }
  };

  return (
    <div className="area-code" data-state={picker.dataState}>
      <span id={labelId} className="area-code-label">
        {t('areaCode.label')}
      </span>
      {name && <input type="hidden" name={name} value={chosen?.areaCode ?? ''} />}
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className="area-code-trigger" aria-labelledby={labelId}>
          {chosen ? (
            <>
              <span dir="ltr" className="area-code-value">
                {chosen.areaCode}
              </span>{' '}
              <span className="area-code-country">{chosen.name}</span>
            </>
          ) : (
            <span className="area-code-placeholder">{t('areaCode.choose')}</span>
          )}
          <span aria-hidden="true" className="area-code-caret">
            ▾
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className="area-code-popover"
            align="start"
            sideOffset={6}
            aria-labelledby={labelId}
          >
            {picker.isReady ? (
              <>
                <input
                  className="area-code-search"
                  type="search"
                  role="combobox"
                  aria-label={t('areaCode.search')}
                  placeholder={t('areaCode.search')}
                  aria-expanded="true"
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={options[activeIndex]?.id}
                  value={query}
                  onChange={(event) => {
                    setActive(0);
                    picker.search(event.target.value);
                  }}
                  onKeyDown={onKeyDown}
                />
                <AreaCodeList
                  id={listId}
                  common={options.slice(0, common.length)}
                  all={options.slice(common.length)}
                  activeId={options[activeIndex]?.id}
                  chosen={chosen?.countryCode}
                  query={query}
                  onChoose={choose}
                />
              </>
            ) : (
              <AreaCodeStatus
                isFailed={picker.isFailed}
                failure={picker.failure}
                canRetry={picker.canRetry}
                onRetry={picker.retry}
              />
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
