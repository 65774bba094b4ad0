import { type FullConfig, request } from '@playwright/test';

/** What the sandbox's leak watch answers (sandbox/CONTROLS.md, `GET /sandbox/api/leaks`). */
interface LeakReport {
  tokens: number;
  leaks: { where: string; host: string; url?: string; kind?: string }[];
}

/**
 * Issue #8's token-leak acceptance, after every other e2e test (a global teardown runs once all
 * tests are done and before the web server stops): the sandbox watched every request URL on
 * every host, every tracking beacon and every error envelope of the whole run, and no session
 * token it issued appeared in any of them. A run that logged nobody in (a visitor-only spec run
 * alone) logs in once here, so `tokens > 0` still proves the watch sees what is issued.
 */
export default async function tokenLeakTeardown(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('token-leak check: no baseURL in the Playwright config');
  const api = await request.newContext({ baseURL });
  try {
    const read = async (): Promise<LeakReport> => {
      const response = await api.get('/sandbox/api/leaks');
      if (!response.ok()) {
        throw new Error(`token-leak check: GET /sandbox/api/leaks ${response.status()}`);
      }
      return (await response.json()) as LeakReport;
    };
    let report = await read();
    if (report.tokens === 0) {
      await api.post('/login', {
        form: { email: 'trader@demo.test', password: 'demo1234', redirect: '/' },
        maxRedirects: 0,
      });
      report = await read();
    }
    if (report.tokens === 0) {
      throw new Error('token-leak check: the sandbox saw no session token issued');
    }
    if (report.leaks.length > 0) {
      const lines = report.leaks.map(
        (leak) => `  ${leak.where} on ${leak.host}: ${leak.url ?? leak.kind ?? ''}`,
      );
      throw new Error(
        `token-leak check: ${report.leaks.length} leak(s) of the ${report.tokens} tokens issued:\n${lines.join('\n')}`,
      );
    }
    console.info(`token-leak check: ${report.tokens} tokens issued, none leaked`);
  } finally {
    await api.dispose();
  }
}
