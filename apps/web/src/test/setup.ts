import { afterEach } from 'vitest';
import { loadAreaTexts } from '../lib/i18n.ts';

await loadAreaTexts();

// Pure-function tests run in the node environment, which has no DOM to clean.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
