import type { HomePanel } from '../home/home-panels.tsx';

/** What waits on the person in documents: the documents they are asked to sign. (Being written: see the brief.) */
export const documentsHomePanels: HomePanel[] = [];
