/**
 * What @xstate/react and wouter import from `use-sync-external-store/shim` (vite.config.ts's
 * alias): React 19's own hook. The package's shim would add a copy for React 16/17, and its main
 * entry, which hands the same hook on, warns in development that it is unsupported.
 */
export { useSyncExternalStore } from 'react';
