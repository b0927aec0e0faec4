import { useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { usePractice } from '../features/practice/practice.api.ts';
import { FontSizeControl } from '../features/shell/font-size-control.tsx';
import { Footer } from './footer.tsx';
import { useFocusMainOnNavigate } from './use-focus-main.ts';

/** Pages for people who are not signed in: the practice's header, one centred column. */
export function PublicLayout({ isWide = false }: { isWide?: boolean }) {
  const practice = usePractice();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(mainRef);
  return (
    <div className="public">
      <header className="public__header">
        <Link to="/" className="public__practice">
          {practice.logo_url ? <img src={practice.logo_url} alt="" className="practice-logo" height={32} /> : null}
          {practice.name}
        </Link>
        <FontSizeControl />
      </header>
      <main id="main-content" ref={mainRef} tabIndex={-1} className={isWide ? 'public__main public__main--wide' : 'public__main'}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
