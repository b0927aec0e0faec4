import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Sidebar, SidebarNav } from '../features/shell/sidebar.tsx';
import { TopBar } from '../features/shell/top-bar.tsx';
import { useIsDesktop } from '../lib/breakpoints.ts';
import { local, storageKeys } from '../lib/storage.ts';
import { Dialog } from '../ui/index.ts';
import { Footer } from './footer.tsx';
import { useFocusMainOnNavigate } from './use-focus-main.ts';

/** The signed-in layout: sidebar (a drawer below 768 px), top bar, main content. */
export function AppShell() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [isCollapsed, setIsCollapsed] = useState(() => local.get(storageKeys.sidebarCollapsed) === 'true');
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const drawerId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useFocusMainOnNavigate(mainRef);

  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation, or growing to desktop width, closes the drawer.
  useEffect(() => setIsDrawerOpen(false), [pathname, isDesktop]);

  const toggleCollapsed = () => {
    setIsCollapsed((collapsed) => {
      local.set(storageKeys.sidebarCollapsed, String(!collapsed));
      return !collapsed;
    });
  };

  return (
    <div className="shell" data-collapsed={isCollapsed}>
      {isDesktop ? <Sidebar isCollapsed={isCollapsed} onToggle={toggleCollapsed} /> : null}
      <div className="shell__body">
        <TopBar isMenuOpen={isDrawerOpen} onOpenMenu={() => setIsDrawerOpen(true)} menuId={drawerId} />
        <main id="main-content" ref={mainRef} tabIndex={-1} className="shell__main">
          <Outlet />
        </main>
        <Footer />
      </div>
      {isDesktop ? null : (
        <Dialog id={drawerId} variant="drawer" isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} title={t('shell.menu')}>
          <SidebarNav onNavigate={() => setIsDrawerOpen(false)} />
        </Dialog>
      )}
    </div>
  );
}
