import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost';
};

/**
 * The product's button: type="button" unless told, a visible focus ring, three looks.
 *
 * A disabled button that is busy (`aria-busy`: the machine is doing what it asked) is disabled
 * with `aria-disabled` instead of the attribute: the browser drops focus from a button that
 * becomes `disabled`, and the keyboard user who pressed it would land on the page's body. It
 * still does nothing when pressed, and reads as disabled.
 */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, className].filter(Boolean).join(' ');
  const busy = rest['aria-busy'] === true || rest['aria-busy'] === 'true';
  if (disabled && busy) {
    return <button {...rest} type={type} className={classes} aria-disabled="true" onClick={hold} />;
  }
  return <button {...rest} type={type} className={classes} disabled={disabled} onClick={onClick} />;
}

/** A press of a held button: no click, and no form submission (a submit button). */
function hold(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}
