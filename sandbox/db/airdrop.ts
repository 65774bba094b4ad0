import type { Database } from 'better-sqlite3';
import type { AirdropCheck, AirdropProduct } from '../../src/domain/airdrop.ts';
import { fromMicros, toMicros } from './decimal.ts';
import { holding } from './user-events.ts';

const SELECT = `SELECT prize_id AS prizeId, product_code AS productCode, name, symbol,
  min_hold AS minHold, reward_amount AS rewardAmount, reward_currency AS rewardCurrency
  FROM airdrop_products`;

/** The airdrop product of a prize id. */
export function findProductByPrize(db: Database, prizeId: number): AirdropProduct | undefined {
  return db.prepare(`${SELECT} WHERE prize_id = ?`).get(prizeId) as AirdropProduct | undefined;
}

/** The airdrop product of a product code. */
export function findProductByCode(db: Database, code: string): AirdropProduct | undefined {
  return db.prepare(`${SELECT} WHERE product_code = ?`).get(code) as AirdropProduct | undefined;
}

/** Whether the user's position (their holding of the product's token) qualifies. */
export function checkPosition(
  db: Database,
  userId: number,
  product: AirdropProduct,
  now: number,
): AirdropCheck {
  const held = holding(db, userId, product.symbol, now);
  return {
    productCode: product.productCode,
    symbol: product.symbol,
    passed: held >= toMicros(product.minHold),
    required: product.minHold,
    held: fromMicros(held),
  };
}
