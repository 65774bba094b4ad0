import { createContext, type ReactNode, useContext } from 'react';
import type { AppServices } from './effects/services.ts';

const ServicesContext = createContext<AppServices | undefined>(undefined);

/** Gives route modules the services their machines' effects are built from. */
export function ServicesProvider(props: { value: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={props.value}>{props.children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}
