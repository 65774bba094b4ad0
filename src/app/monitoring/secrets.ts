import type { SessionTokens } from '../../domain/session.ts';

/**
 * The shortest piece of a session value that counts as the value: shorter runs of hex or
 * digits turn up by chance in trace ids and timestamps, and reveal too little to matter.
 */
export const SECRET_PIECE = 8;

/**
 * What must never leave the page in any form: every 8-character piece of each session value
 * (token, rToken, refresh token and both expiries), as written, URL-encoded (once and twice)
 * and base64-encoded (standard and URL alphabets, at each of the three byte alignments a slice
 * can start at), compared without case; and the expiries as numbers.
 */
export interface SecretIndex {
  /** Lower-case pieces of SECRET_PIECE characters. */
  readonly pieces: ReadonlySet<string>;
  /** The expiries, in ms and in seconds. */
  readonly numbers: ReadonlySet<number>;
}

/** An index that removes nothing (no session seen yet). */
export const NO_SECRETS: SecretIndex = { pieces: new Set(), numbers: new Set() };

/** Base64 of a string's UTF-8 bytes, without padding. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '');
}

/**
 * The base64 runs that encode `value` whatever bytes stand before and after it: encoded after
 * 0, 1 or 2 other bytes, the characters that also carry those bytes' bits (the first 0, 2 or 3)
 * and the last two (which carry the following bytes' bits) are dropped.
 */
function base64Forms(value: string): string[] {
  const forms: string[] = [];
  for (const [pad, skip] of [
    ['', 0],
    ['\0', 2],
    ['\0\0', 3],
  ] as const) {
    const encoded = base64(pad + value).slice(skip, -2);
    forms.push(encoded, encoded.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

/** Every form a text value takes in what the page sends. */
function textForms(value: string): string[] {
  const once = encodeURIComponent(value);
  return [value, once, encodeURIComponent(once), ...base64Forms(value)];
}

/** Adds each SECRET_PIECE-long piece of `form`, lower-cased, to `pieces`. */
function addPieces(pieces: Set<string>, form: string): void {
  const lower = form.toLowerCase();
  for (let i = 0; i + SECRET_PIECE <= lower.length; i++) {
    pieces.add(lower.slice(i, i + SECRET_PIECE));
  }
}

/** The index of every session in `sessions`. */
export function indexSecrets(sessions: Iterable<SessionTokens>): SecretIndex {
  const pieces = new Set<string>();
  const numbers = new Set<number>();
  for (const session of sessions) {
    for (const value of [session.token, session.rToken, session.refreshToken]) {
      if (value.length >= SECRET_PIECE)
        for (const form of textForms(value)) addPieces(pieces, form);
    }
    for (const expiry of [session.tokenExpiresAt, session.refreshExpiresAt]) {
      const text = String(expiry);
      // An expiry of 0 (unknown) or a small number is no secret, and matches every count.
      if (!Number.isFinite(expiry) || text.length < SECRET_PIECE) continue;
      for (const form of textForms(text)) addPieces(pieces, form);
      numbers.add(expiry);
      numbers.add(Math.floor(expiry / 1000));
    }
  }
  return pieces.size === 0 && numbers.size === 0 ? NO_SECRETS : { pieces, numbers };
}

/**
 * `text` with every run made of secret pieces replaced by `replacement`: a character is removed
 * when it lies in any SECRET_PIECE-long window that is a piece of a secret. A value split in
 * two, or cut anywhere, still leaves its pieces of 8 or more characters in windows that match.
 */
export function removeSecretPieces(text: string, index: SecretIndex, replacement: string): string {
  if (index.pieces.size === 0 || text.length < SECRET_PIECE) return text;
  const lower = text.toLowerCase();
  // Lower-casing may change a string's length (a few non-ASCII letters); then compare as is.
  const source = lower.length === text.length ? lower : text;
  let coveredTo = -1;
  const runs: [number, number][] = [];
  for (let i = 0; i + SECRET_PIECE <= source.length; i++) {
    if (!index.pieces.has(source.slice(i, i + SECRET_PIECE))) continue;
    const last = runs[runs.length - 1];
    if (last && i <= coveredTo) last[1] = i + SECRET_PIECE;
    else runs.push([i, i + SECRET_PIECE]);
    coveredTo = i + SECRET_PIECE;
  }
  if (runs.length === 0) return text;
  let out = '';
  let from = 0;
  for (const [start, end] of runs) {
    out += text.slice(from, start) + replacement;
    from = end;
  }
  return out + text.slice(from);
}

/**
 * Keeps every session the page has held, so that a token replaced by a refresh or a new login,
 * or cleared by a logout, is still removed from reports made afterwards (an old breadcrumb, a
 * queued error). `read` gives the sessions held now; the index is rebuilt only when a new value
 * appears.
 */
export function createSecretKeeper(read: () => Iterable<SessionTokens | undefined>) {
  const seen = new Map<string, SessionTokens>();
  let index = NO_SECRETS;
  return (): SecretIndex => {
    let sessions: Iterable<SessionTokens | undefined> = [];
    try {
      sessions = read();
    } catch {
      // A session that cannot be read now (the page still starting) leaves the known ones.
    }
    let changed = false;
    for (const session of sessions) {
      if (!session) continue;
      const key = JSON.stringify(session);
      if (seen.has(key)) continue;
      seen.set(key, session);
      changed = true;
    }
    if (changed) index = indexSecrets(seen.values());
    return index;
  };
}
