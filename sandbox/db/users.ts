import type { Database } from 'better-sqlite3';

/** A row of `users`, with booleans as booleans. */
export interface UserRecord {
  id: number;
  loginName: string;
  email: string;
  mobile: string;
  passwordHash: string;
  isOverseas: boolean;
  languageType: string;
  inviteCode: string;
  inviteType: number;
  isAgent: boolean;
  kycPassed: boolean;
  createdAt: number;
  /** ISO 3166-1 alpha-2 country of residence; some activities exclude regions. */
  region: string;
  /** Flagged by risk control: refused with 51021. */
  riskFlagged: boolean;
  /** Another account of the same person: refused with 51040. */
  linkedUserId: number | undefined;
  vipLevel: number;
  /** The KOL the user is bound to, if any. */
  kolCode: string | undefined;
  kolBoundAt: number | undefined;
}

interface UserRow {
  id: number;
  login_name: string;
  email: string;
  mobile: string;
  password_hash: string;
  is_overseas: number;
  language_type: string;
  invite_code: string;
  invite_type: number;
  is_agent: number;
  kyc_passed: number;
  created_at: number;
  region: string;
  risk_flagged: number;
  linked_user_id: number | null;
  vip_level: number;
  kol_code: string | null;
  kol_bound_at: number | null;
}

/** The user with this e-mail address; addresses compare without regard to case. */
export function findUserByEmail(db: Database, email: string): UserRecord | undefined {
  const row = db.prepare('SELECT * FROM users WHERE lower(email) = lower(?)').get(email.trim()) as
    | UserRow
    | undefined;
  return row && toRecord(row);
}

export function findUserById(db: Database, id: number): UserRecord | undefined {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row && toRecord(row);
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    loginName: row.login_name,
    email: row.email,
    mobile: row.mobile,
    passwordHash: row.password_hash,
    isOverseas: row.is_overseas === 1,
    languageType: row.language_type,
    inviteCode: row.invite_code,
    inviteType: row.invite_type,
    isAgent: row.is_agent === 1,
    kycPassed: row.kyc_passed === 1,
    createdAt: row.created_at,
    region: row.region,
    riskFlagged: row.risk_flagged === 1,
    linkedUserId: row.linked_user_id ?? undefined,
    vipLevel: row.vip_level,
    kolCode: row.kol_code ?? undefined,
    kolBoundAt: row.kol_bound_at ?? undefined,
  };
}
