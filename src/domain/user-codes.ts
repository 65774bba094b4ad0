/** The user's VIP code (userVipCode), asked for by activities that need one. */
export interface VipCode {
  vipCode: string;
  vipLevel: number;
}

/** The code a NewUser activity issues to each user, entered again when applying (getRegisterCode). */
export interface RegisterCode {
  activityId: number;
  registerCode: string;
  issuedAt: number;
  /** When the user applied with it; undefined while unused. */
  usedAt?: number;
}

/** The KOL (key opinion leader) a user is bound to (beginner/kol/bind). */
export interface KolBinding {
  kolCode: string;
  kolName: string;
  boundAt: number;
}
