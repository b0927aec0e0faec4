import { useEffect } from 'react';
import { usePractice } from './practice.api.ts';

/** Every page names itself in the tab title, then the practice. */
export function useDocumentTitle(title: string): void {
  const practice = usePractice();
  useEffect(() => {
    document.title = `${title} – ${practice.name}`;
  }, [title, practice.name]);
}
