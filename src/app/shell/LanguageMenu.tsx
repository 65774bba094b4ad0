import { useState } from 'react';
import { useLazyPart } from '../lazy-part.ts';
import { loadOnce } from '../load-once.ts';
import { LanguageTriggerFace } from './LanguageTriggerFace.tsx';

const loadDropdown = () => import('./LanguageMenuDropdown.tsx');
const preload = () => void loadOnce(loadDropdown).catch(() => {});

/**
 * The language menu. Until the user reaches for it, it is a plain button of the same look:
 * radix's menu (with its positioning and focus handling, a third of the start's libraries)
 * loads on hover or focus, and the click that asks for it opens it once it is there
 * (issue 17: each library only where it is used).
 */
export function LanguageMenu() {
  const [wanted, setWanted] = useState(false);
  const Dropdown = useLazyPart(loadDropdown, wanted)?.LanguageMenuDropdown;
  if (wanted && Dropdown) return <Dropdown defaultOpen />;
  return (
    <button
      type="button"
      className="btn btn-ghost language-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      <LanguageTriggerFace />
    </button>
  );
}
