import type { DataSummary } from './data-summary.ts';

/** The control API's `/state` answer, as `status` reads it. */
export interface StatusAnswer {
  clock: { iso: string; offset: string };
  hang: { hostId: string | null; on: boolean };
  firstView?: { on: boolean };
  hosts?: Array<{ id: string; url: string; latencyMs: number }>;
  mirrors?: { base: string[]; abroad: string[] };
  faults: Array<{ id: string; enabled: boolean; hits: number; text: string }>;
  sockets?: Array<{ id: number; hostId: string; kind: string; compress: boolean; userId?: number }>;
  data?: DataSummary;
}

/** Whether an answer is the `/state` answer. */
export function isStatusAnswer(body: object): body is StatusAnswer {
  return 'clock' in body && 'hang' in body && 'faults' in body;
}

const table = (rows: string[][]): string[] => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
};

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')}Z`;

/**
 * The whole state as text: clock, switches, hosts, mirrors, faults, sockets, the demo accounts
 * with what they did, the activities with their stage, and the rows per table.
 */
export function describeStatus(s: StatusAnswer): string {
  const lines: string[] = [];
  lines.push(`clock       ${s.clock.iso} (offset ${s.clock.offset})`);
  lines.push(
    `hang        ${s.hang.hostId ? `${s.hang.hostId} ${s.hang.on ? 'hangs' : 'answers'}` : 'no host can hang'}`,
  );
  if (s.firstView) lines.push(`first view  ${s.firstView.on ? 'on' : 'off'}`);
  if (s.hosts && s.hosts.length > 0) {
    lines.push('', `hosts (${s.hosts.length})`);
    for (const h of s.hosts) lines.push(`  ${h.id}\t${h.url}\tlatency ${h.latencyMs} ms`);
  }
  if (s.mirrors) {
    lines.push('', 'mirrors');
    lines.push(`  base    ${s.mirrors.base.join(', ') || '-'}`);
    lines.push(`  abroad  ${s.mirrors.abroad.join(', ') || '-'}`);
  }
  lines.push('', `faults (${s.faults.length})`);
  if (s.faults.length === 0) lines.push('  none');
  for (const f of s.faults) {
    lines.push(`  ${f.id}\t${f.enabled ? 'on ' : 'off'}\thits ${f.hits}\t${f.text}`);
  }
  const sockets = s.sockets ?? [];
  lines.push('', `sockets (${sockets.length})`);
  if (sockets.length === 0) lines.push('  none');
  for (const k of sockets) {
    const who = k.userId === undefined ? 'anonymous' : `user ${k.userId}`;
    lines.push(`  #${k.id}\t${k.hostId}\t${k.kind}\t${who}${k.compress ? '\tcompressed' : ''}`);
  }
  if (s.data) {
    const { accounts, activities, rows } = s.data;
    lines.push('', `accounts (${accounts.length})`);
    lines.push(
      ...table([
        ['email', 'lang', 'agent', 'kyc', 'enrolments', 'claims', 'draws', 'rewards', 'inbox'],
        ...accounts.map((a) => [
          a.email,
          a.languageType,
          a.agent ? 'yes' : 'no',
          a.kyc ? 'yes' : 'no',
          String(a.enrolments),
          String(a.claims),
          String(a.draws),
          String(a.rewards),
          `${a.unread}/${a.messages} unread`,
        ]),
      ]).map((l) => `  ${l}`),
    );
    lines.push('', `activities (${activities.length})`);
    lines.push(
      ...table([
        ['id', 'stage', 'type', 'from', 'to', 'enrolled', 'title'],
        ...activities.map((a) => [
          String(a.id),
          a.stage,
          a.type,
          utc(a.startTime),
          utc(a.endTime),
          `${a.enrolled}/${a.participants}`,
          a.title,
        ]),
      ]).map((l) => `  ${l}`),
    );
    lines.push('', 'rows');
    lines.push(
      `  ${Object.entries(rows)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}`,
    );
  }
  return lines.join('\n');
}
