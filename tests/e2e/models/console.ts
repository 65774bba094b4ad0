import type { Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page, so a journey can assert none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed resource's message does not name it: its address says which one failed.
    const text = message.text();
    const address = message.location().url;
    errors.push(
      text.startsWith('Failed to load resource') && address ? `${text}: ${address}` : text,
    );
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
