import { createContext, useContext } from 'react';
import { assetAddress, type ExchangeSite } from '../domain/exchange-site.ts';

const AssetSiteContext = createContext<ExchangeSite | undefined>(undefined);

/** The exchange's site the views' images resolve against (the app provides the configured one). */
export const AssetSiteProvider = AssetSiteContext.Provider;

/**
 * The address of an image the exchange names: its paths are the exchange's, on the configured
 * asset origin (src/domain/exchange-site.ts), so a page served from another origin shows them.
 */
export function useAssetUrl(): (raw: string) => string {
  const site = useContext(AssetSiteContext);
  return (raw) => (site ? assetAddress(raw, site) : raw);
}
