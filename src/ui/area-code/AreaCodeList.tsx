import { useId } from 'react';
import type { AreaCode } from '../../domain/area-code.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';

/** One option as the list draws it: common and all list the same country, under two ids. */
export interface AreaCodeOption {
  id: string;
  code: AreaCode;
}

/** The listbox of the picker: commonly used codes, then all, each group labelled. */
export function AreaCodeList(props: {
  id: string;
  common: readonly AreaCodeOption[];
  all: readonly AreaCodeOption[];
  activeId: string | undefined;
  /** The country chosen, marked as selected. */
  chosen: string | undefined;
  query: string;
  onChoose: (code: AreaCode) => void;
}) {
  const { t } = useI18n();
  const commonId = useId();
  const allId = useId();
  if (props.common.length === 0 && props.all.length === 0) {
    return (
      <p className="area-code-empty" role="status" id={props.id}>
        {t('areaCode.noMatch', { query: props.query })}
      </p>
    );
  }
  const groups = [
    { id: commonId, label: t('areaCode.common'), options: props.common },
    { id: allId, label: t('areaCode.all'), options: props.all },
  ];
  const option = ({ id, code }: AreaCodeOption) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search field's arrow keys and Enter choose (aria-activedescendant).
    <div
      key={id}
      tabIndex={-1}
      id={id}
      role="option"
      aria-selected={code.countryCode === props.chosen}
      data-active={id === props.activeId ? 'true' : undefined}
      className="area-code-option"
      // The search field keeps focus; a press must not move it before the choice lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => props.onChoose(code)}
    >
      <span className="area-code-name">{code.name}</span>
      <span className="area-code-dial" dir="ltr">
        {code.areaCode}
      </span>
    </div>
  );
  return (
    <div className="area-code-list" role="listbox" id={props.id} aria-label={t('areaCode.label')}>
      {groups.map(
        (group) =>
          group.options.length > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: a fieldset cannot group options of a listbox.
            <div key={group.id} role="group" aria-labelledby={group.id}>
              <div role="presentation" id={group.id} className="area-code-group">
                {group.label}
              </div>
              {group.options.map(option)}
            </div>
          ),
      )}
    </div>
  );
}
