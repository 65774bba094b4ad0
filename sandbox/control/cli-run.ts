import { CLI_USAGE, CliUsageError, describeAnswer, parseCommand } from './cli-commands.ts';

/** What the CLI talks through, so tests can hand it an app instead of the network. */
export interface CliIo {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Exit codes: 0 done, 1 refused by the sandbox, 2 bad command line, 3 sandbox unreachable. */
export const EXIT = { ok: 0, refused: 1, usage: 2, unreachable: 3 } as const;

/** Runs one CLI command against a running sandbox; resolves with the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = readArgs(argv);
  if (values.help || positionals.length === 0 || positionals[0] === 'help') {
    io.out(CLI_USAGE);
    return positionals.length === 0 && !values.help ? EXIT.usage : EXIT.ok;
  }
  let request: ReturnType<typeof parseCommand>;
  try {
    request = parseCommand(positionals);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    io.err(`${error.message}\n\n${CLI_USAGE}`);
    return EXIT.usage;
  }
  const base = (
    values.url ??
    io.env.SANDBOX_URL ??
    `http://127.0.0.1:${io.env.PORT?.trim() || '8080'}`
  ).replace(/\/+$/, '');
  let response: Response;
  try {
    response = await io.fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.body ? { 'content-type': 'application/json' } : {},
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    });
  } catch (error) {
    io.err(`No sandbox answered at ${base}: ${(error as Error).message}. Is it running?`);
    return EXIT.unreachable;
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Shown as text below.
  }
  const shown = values.json ? JSON.stringify(body, null, 2) : describeAnswer(body);
  if (response.ok) {
    io.out(shown);
    return EXIT.ok;
  }
  io.err(`${response.status}: ${shown}`);
  return EXIT.refused;
}

/**
 * Picks out the CLI's own flags. Everything else is the command, read as typed: a clock move
 * such as `-1d` must not be taken for a flag.
 */
function readArgs(argv: string[]): {
  values: { url?: string; json?: boolean; help?: boolean };
  positionals: string[];
} {
  const values: { url?: string; json?: boolean; help?: boolean } = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') values.json = true;
    else if (arg === '--help' || arg === '-h') values.help = true;
    else if (arg === '--url') values.url = argv[++i];
    else if (arg.startsWith('--url=')) values.url = arg.slice('--url='.length);
    else positionals.push(arg);
  }
  return { values, positionals };
}
