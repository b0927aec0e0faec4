import { useSignedInUser } from '../features/auth/session.ts';
import { useRoomHashLink } from '../features/meetings/live/use-room-hash-link.ts';
import { AppShell } from './app-shell.tsx';
import { RequireUser } from './guards.tsx';

function SignedInShell() {
  useRoomHashLink(useSignedInUser());
  return <AppShell />;
}

/**
 * The signed-in shell (top bar, sidebar, notifications, messages) as one lazily loaded route element:
 * the sign-in page and the public site paint without downloading it. The tab's meeting call lives above it (RootLayout),
 * so the call goes on from page to page, in its floating window away from the meeting's own page.
 */
export function SignedInLayout() {
  return (
    <RequireUser>
      <SignedInShell />
    </RequireUser>
  );
}
