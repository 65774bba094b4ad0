/** The password of every demo account: the sandbox is local and holds no real money. */
export const DEMO_PASSWORD = 'demo1234';

/** A demo account the seed creates and the login page offers. */
export interface DemoAccount {
  email: string;
  loginName: string;
  /** Shown on the login page so a tester picks the account for the case at hand. */
  description: string;
  mobile: string;
  isOverseas: boolean;
  languageType: string;
  inviteCode: string;
  inviteType: number;
  isAgent: boolean;
  kycPassed: boolean;
  /** How long before the seed moment the account was registered. */
  registeredDaysAgo: number;
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
  },
];
