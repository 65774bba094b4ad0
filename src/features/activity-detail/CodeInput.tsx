import type { InputHTMLAttributes, Ref } from 'react';

/**
 * The field of a code or a number the user types (an entry code, a KOL's code or phone): left
 * to right in every locale, never autocompleted, and tied to its help and, once there is one,
 * its error, so that a screen reader reads why the field is invalid.
 */
export function CodeInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
    id: string;
    helpId: string;
    /** The id of the error shown under the field, while there is one. */
    errorId: string | undefined;
    onValue: (value: string) => void;
    ref?: Ref<HTMLInputElement>;
  },
) {
  const { helpId, errorId, onValue, ...rest } = props;
  return (
    <input
      className="field-input"
      autoComplete="off"
      spellCheck={false}
      dir="ltr"
      aria-invalid={errorId !== undefined}
      aria-describedby={errorId ? `${helpId} ${errorId}` : helpId}
      onChange={(event) => onValue(event.target.value)}
      {...rest}
    />
  );
}
