/**
 * SPEC §9: the layout breakpoints, 640/768/1024/1280/1536 px; a phone is under 768 px. These are
 * the design tokens every layout breaks at: the style sheets' `@media` widths are these values
 * (`min-width: N`, or `max-width: N - 1` for "below N"), which tests/unit/breakpoints.test.ts
 * checks, and `src/app/styles.css` names them as `--bp-*` custom properties beside the other
 * tokens.
 */
export const BREAKPOINTS = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** SPEC §9: "mobile is under 768 px". */
export const MOBILE_BELOW = BREAKPOINTS.md;

/** Whether a viewport this wide is a phone's (SPEC §9). */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BELOW;
}

/** The widest breakpoint a viewport has reached, or undefined below the first. */
export function breakpointOf(width: number): Breakpoint | undefined {
  const reached = (Object.keys(BREAKPOINTS) as Breakpoint[]).filter(
    (name) => width >= BREAKPOINTS[name],
  );
  return reached.at(-1);
}
