import type { ReactNode } from 'react';
import type { NavDestination } from './nav-destinations.ts';

const ICONS: Record<NavDestination, ReactNode> = {
  centre: <path d="M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z" />,
  rewards: (
    <path d="M4 9h16v4H4zM5 13h14v8H5zM12 9v12M12 9c-1.5-3-5-4-5.5-2S9 9 12 9zm0 0c1.5-3 5-4 5.5-2S15 9 12 9z" />
  ),
  agent: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  inbox: (
    <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm-2.4 17a2.5 2.5 0 0 0 4.8 0" />
  ),
};

/** A destination's icon, drawn in the text's colour. */
export function NavIcon({ destination }: { destination: NavDestination }) {
  return (
    <svg
      className="nav-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {ICONS[destination]}
    </svg>
  );
}
