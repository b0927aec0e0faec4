import { signedInCookie } from '@advice/domain';
import { afterEach } from 'vitest';
import { desktopQuery } from '../lib/breakpoints.ts';
import { loadAreaTexts } from '../lib/i18n.ts';

await loadAreaTexts();

// Pure-function tests run in the node environment, which has no DOM to clean.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // Lazy pages load their chunk on first render: on a busy 2-core machine that can take over the default second.
  configure({ asyncUtilTimeout: 5000 });
  // jsdom has no matchMedia: pages that adapt to the screen render as on a desktop unless a test stubs it.
  window.matchMedia ??= (query: string) =>
    ({ matches: query === desktopQuery, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: each test starts signed out.
    document.cookie = `${signedInCookie}=; Max-Age=0; path=/`;
  });
}
