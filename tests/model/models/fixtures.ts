import type { SessionTokens } from '../../../src/domain/session.ts';
import type { UserInfo } from '../../../src/domain/user.ts';

export const TOKENS: SessionTokens = {
  token: 'tok-1',
  tokenExpiresAt: 1_900_000_000_000,
  rToken: 'r-1',
  refreshToken: 'ref-1',
  refreshExpiresAt: 1_900_000_000_000,
};

export const APP_TOKENS: SessionTokens = { ...TOKENS, token: 'tok-app' };

export const USER: UserInfo = {
  userId: 7,
  loginName: 'Ada Trader',
  isLogin: true,
  isOverseas: false,
  token: 'tok-1',
  languageType: 'en_US',
  inviteCode: 'ADA7',
  inviteType: 1,
  agent: false,
  email: 'trader@demo.test',
  mobile: '',
  settings: {},
};

/** An error as the API client throws it for an envelope code. */
export const codeError = (code: string) => Object.assign(new Error(code), { kind: 'code', code });
export const networkError = () => Object.assign(new Error('Network Error'), { kind: 'network' });
