/**
 * For `expect.poll` on checks that cost next to nothing (the test's own records of sockets and
 * calls, a cookie, a session-storage key): Playwright's default steps back to one check a
 * second, so a wait of 1.1 s took 2 s. Every fault case waits on a few of these.
 */
export const QUICK_POLL: { intervals: number[] } = { intervals: [100] };
