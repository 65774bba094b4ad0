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
  };
}
