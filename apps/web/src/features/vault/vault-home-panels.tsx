import type { HomePanel } from '../home/home-panels.tsx';

/** What waits in this area on the signed-in person's home. */
export const vaultHomePanels: HomePanel[] = [];
