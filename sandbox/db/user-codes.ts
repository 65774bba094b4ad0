import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { ResponseCode } from '../../src/domain/codes.ts';
import type { KolBinding, RegisterCode, VipCode } from '../../src/domain/user-codes.ts';
import { isNewUser } from './eligibility.ts';
import { Refusal } from './refusal.ts';
import type { UserRecord } from './users.ts';

/** Every user has a personal VIP code, derived from their invite code so it never changes. */
export function vipCodeOf(user: UserRecord): VipCode {
  return { vipCode: `VIP${user.vipLevel}-${user.inviteCode}`, vipLevel: user.vipLevel };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  return [...randomBytes(length)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

interface RegisterCodeRow {
  code: string;
  issued_at: number;
  used_at: number | null;
}

/** The user's register code for an activity, issued on first request and kept. */
export function registerCodeFor(
  db: Database,
  userId: number,
  activityId: number,
  now: number,
): RegisterCode {
  const read = () =>
    db
      .prepare(
        'SELECT code, issued_at, used_at FROM register_codes WHERE user_id = ? AND activity_id = ?',
      )
      .get(userId, activityId) as RegisterCodeRow | undefined;
  let row = read();
  if (!row) {
    db.prepare(
      'INSERT INTO register_codes (user_id, activity_id, code, issued_at) VALUES (?, ?, ?, ?)',
    ).run(userId, activityId, `NU${activityId}-${randomCode(6)}`, now);
    row = read()!;
  }
  const code: RegisterCode = { activityId, registerCode: row.code, issuedAt: row.issued_at };
  if (row.used_at !== null) code.usedAt = row.used_at;
  return code;
}

/** Records that the user applied with their register code. */
export function markRegisterCodeUsed(db: Database, userId: number, activityId: number, at: number) {
  db.prepare('UPDATE register_codes SET used_at = ? WHERE user_id = ? AND activity_id = ?').run(
    at,
    userId,
    activityId,
  );
}

/**
 * Binds a newcomer to a KOL. Binding again to the same KOL answers the binding; another KOL,
 * an unknown code or an account older than the newcomer window is refused (51020).
 */
export function bindKol(db: Database, user: UserRecord, kolCode: string, now: number): KolBinding {
  const code = kolCode.trim().toUpperCase();
  const kol = db.prepare('SELECT code, name FROM kols WHERE code = ?').get(code) as
    | { code: string; name: string }
    | undefined;
  if (!kol) throw new Refusal(ResponseCode.TipMessage, `unknown KOL code: ${kolCode}`);
  if (user.kolCode && user.kolCode !== kol.code) {
    throw new Refusal(ResponseCode.TipMessage, `already bound to KOL ${user.kolCode}`);
  }
  if (user.kolCode === kol.code && user.kolBoundAt !== undefined) {
    return { kolCode: kol.code, kolName: kol.name, boundAt: user.kolBoundAt };
  }
  if (!isNewUser(user, now)) {
    throw new Refusal(ResponseCode.TipMessage, 'KOL binding is for new accounts only');
  }
  db.prepare('UPDATE users SET kol_code = ?, kol_bound_at = ? WHERE id = ?').run(
    kol.code,
    now,
    user.id,
  );
  return { kolCode: kol.code, kolName: kol.name, boundAt: now };
}
