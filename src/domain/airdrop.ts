/** An airdrop prize and what a user must hold to receive it (getProductItemByPrizeId). */
export interface AirdropProduct {
  prizeId: number;
  productCode: string;
  name: string;
  /** The token whose holding is checked. */
  symbol: string;
  /** The holding needed, as a decimal string in `symbol`. */
  minHold: string;
  rewardAmount: string;
  rewardCurrency: string;
}

/** The position check before an airdrop enrolment (checkAirdropPositionAccount…). */
export interface AirdropCheck {
  productCode: string;
  symbol: string;
  passed: boolean;
  required: string;
  held: string;
}
