/**
 * The exchange's affiliate programme page, where a trader who is not an agent can apply.
 * A placeholder on the exchange's domain until the real address is known.
 */
export const AFFILIATE_PROGRAMME_URL = 'https://www.sandbox-exchange.com/affiliate';
