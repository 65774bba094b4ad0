/** Exits with instructions unless Chromium is installed; returns its path. */
export function requireChromium(command: string): string;
