import type { UserRecord } from './users.ts';

/** The password of every demo account: the sandbox is local and holds no real money. */
export const DEMO_PASSWORD = 'demo1234';

/** A demo account the seed creates and the login page offers. */
export interface DemoAccount
  extends Pick<
    UserRecord,
    | 'email'
    | 'loginName'
    | 'mobile'
    | 'isOverseas'
    | 'languageType'
    | 'inviteCode'
    | 'inviteType'
    | 'isAgent'
    | 'kycPassed'
    | 'region'
  > {
  /** Shown on the login page so a tester picks the account for the case at hand. */
  description: string;
  /** How long before the seed moment the account was registered. */
  registeredDaysAgo: number;
  vipLevel: number;
  /** Flagged by risk control (51021). */
  riskFlagged?: boolean;
  /** The e-mail of the account this one is linked to (51040). */
  linkedTo?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'trader@demo.test',
    loginName: 'Ada Trader',
    description: 'Experienced trader, KYC passed',
    mobile: '+44 7700 900123',
    isOverseas: false,
    languageType: 'en',
    inviteCode: 'ADA2024',
    inviteType: 1,
    isAgent: false,
    kycPassed: true,
    registeredDaysAgo: 420,
    region: 'GB',
    vipLevel: 3,
  },
  {
    email: 'newbie@demo.test',
    loginName: 'Nico Newbie',
    description: 'Registered today, no KYC yet',
    mobile: '',
    isOverseas: false,
    languageType: 'en',
    inviteCode: 'NICO0001',
    inviteType: 0,
    isAgent: false,
    kycPassed: false,
    registeredDaysAgo: 0,
    region: 'DE',
    vipLevel: 0,
  },
  {
    email: 'agent@demo.test',
    loginName: 'Alex Agent',
    description: 'Agent (affiliate programme)',
    mobile: '+1 202 555 0147',
    isOverseas: false,
    languageType: 'en',
    inviteCode: 'AGENT777',
    inviteType: 2,
    isAgent: true,
    kycPassed: true,
    registeredDaysAgo: 250,
    region: 'US',
    vipLevel: 2,
  },
  {
    email: 'overseas@demo.test',
    loginName: 'Oskar Overseas',
    description: 'Overseas user (abroad host list)',
    mobile: '+90 555 010 2030',
    isOverseas: true,
    languageType: 'tr-TR',
    inviteCode: 'OSKAR90',
    inviteType: 1,
    isAgent: false,
    kycPassed: true,
    registeredDaysAgo: 90,
    region: 'TR',
    vipLevel: 1,
  },
  {
    email: 'risky@demo.test',
    loginName: 'Rex Risky',
    description: 'Flagged by risk control: applies and claims answer 51021',
    mobile: '+44 7700 900456',
    isOverseas: false,
    languageType: 'en',
    inviteCode: 'REX3141',
    inviteType: 0,
    isAgent: false,
    kycPassed: true,
    registeredDaysAgo: 12,
    region: 'GB',
    vipLevel: 0,
    riskFlagged: true,
  },
  {
    email: 'twin@demo.test',
    loginName: 'Tess Twin',
    description: "Linked to Ada Trader's account: applies and claims answer 51040",
    mobile: '+44 7700 900789',
    isOverseas: false,
    languageType: 'en',
    inviteCode: 'TESS2718',
    inviteType: 0,
    isAgent: false,
    kycPassed: true,
    registeredDaysAgo: 5,
    region: 'GB',
    vipLevel: 0,
    linkedTo: 'trader@demo.test',
  },
  {
    email: 'partner@demo.test',
    loginName: 'Priya Partner',
    description: 'Silver agent with a few hundred referrals',
    mobile: '+65 8123 4567',
    isOverseas: true,
    languageType: 'en',
    inviteCode: 'PRIYA88',
    inviteType: 2,
    isAgent: true,
    kycPassed: true,
    registeredDaysAgo: 180,
    region: 'SG',
    vipLevel: 2,
  },
  {
    email: 'affiliate@demo.test',
    loginName: 'Felix Affiliate',
    description: 'Bronze affiliate: no performance view',
    mobile: '+55 11 91234 5678',
    isOverseas: true,
    languageType: 'pt',
    inviteCode: 'FELIX55',
    inviteType: 2,
    isAgent: true,
    kycPassed: true,
    registeredDaysAgo: 60,
    region: 'BR',
    vipLevel: 1,
  },
];
