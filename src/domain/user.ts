/** User info of SPEC §3, as userinfo returns it. */
export interface UserInfo {
  userId: number;
  loginName: string;
  isLogin: boolean;
  isOverseas: boolean;
  token: string;
  languageType: string;
  inviteCode: string;
  inviteType: number;
  agent: boolean;
  email: string;
  mobile: string;
  settings: Record<string, unknown>;
}
