import { describe, expect, it } from 'vitest';
import { practiceWithFeatures, userOf } from '../../test/harness.tsx';
import { tilePaths, visibleTiles } from '../practice/settings/tile-sections.ts';
import { libraryNavItems } from './library.nav.tsx';
import { libraryHomePanels } from './library-home-panels.tsx';

const on = practiceWithFeatures(['brochureLibrary']);
const off = practiceWithFeatures(['messages']);

describe('where the library shows', () => {
  it('is in the sidebar of clients (to read) and staff (to manage) while the flag is on; brochures for platform admins', () => {
    expect(libraryNavItems(userOf('client'), on).map((item) => item.to)).toEqual(['/library']);
    for (const role of ['adviser', 'admin', 'director'] as const) {
      expect(libraryNavItems(userOf(role), on).map((item) => item.to)).toEqual(['/practice-library-content']);
      expect(libraryNavItems(userOf(role), off)).toEqual([]);
    }
    expect(libraryNavItems(userOf('client'), off)).toEqual([]);
    expect(libraryNavItems(userOf('super_admin', { practice_id: null }), off).map((item) => item.to)).toEqual([
      '/super_administrator/brochures',
    ]);
  });

  it('has a brochure library tile leading to /library only while the flag is on', () => {
    const tiles = [{ section: 'brochureLibrary' as const, image_url: null }];
    expect(tilePaths.brochureLibrary).toBe('/library');
    expect(visibleTiles(tiles, on, null).map((tile) => tile.path)).toEqual(['/library']);
    expect(visibleTiles(tiles, off, null)).toEqual([]);
  });

  it('puts the items expiring soon on staff homes only', () => {
    const [panel] = libraryHomePanels;
    for (const role of ['adviser', 'admin', 'director'] as const) expect(panel?.isShown(userOf(role), on)).toBe(true);
    expect(panel?.isShown(userOf('client'), on)).toBe(false);
    expect(panel?.isShown(userOf('director'), off)).toBe(false);
  });
});
