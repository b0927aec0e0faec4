import { useRef } from 'react';
import { Outlet } from 'react-router';
import { usePractice } from '../features/practice/practice.api.ts';
import { headerSurfaceOf, PracticeBrand } from '../features/practice/practice-brand.tsx';
import { FontSizeControl } from '../features/shell/font-size-control.tsx';
import { Footer } from './footer.tsx';
import { useFocusMainOnNavigate } from './use-focus-main.ts';

/** Pages for people who are not signed in: the practice's header in its header colour, one centred column. */
export function PublicLayout({ isWide = false }: { isWide?: boolean }) {
  const practice = usePractice();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(mainRef);
  const surface = headerSurfaceOf(practice);
  return (
    <div className="public">
      <header className="public__header" data-surface={surface}>
        <PracticeBrand to="/" surface={surface} className="public__practice" />
        <FontSizeControl />
      </header>
      <main id="main-content" ref={mainRef} tabIndex={-1} className={isWide ? 'public__main public__main--wide' : 'public__main'}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
