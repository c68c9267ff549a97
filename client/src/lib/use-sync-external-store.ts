// wouter imports useSyncExternalStore from `use-sync-external-store/shim`, a fallback for React
// before 18 that on React 19 only hands back React's own hook; vite.config.ts points the shim here.
export { useSyncExternalStore } from 'react';
