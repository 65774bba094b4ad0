/** Exits with instructions unless Chromium is installed; returns its path. */
export function requireChromium(command: string): string;
/** Flags for a quiet Chromium in tests and the bench. */
export const CHROMIUM_FLAGS: readonly string[];
