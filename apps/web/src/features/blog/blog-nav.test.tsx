import { describe, expect, it } from 'vitest';
import { practiceWithFeatures, userOf } from '../../test/harness.tsx';
import { tilePaths, visibleTiles } from '../practice/settings/tile-sections.ts';
import { blogNavItems } from './blog.nav.tsx';
import { blogHomePanels } from './blog-home-panels.tsx';

const on = practiceWithFeatures(['blog']);
const off = practiceWithFeatures(['messages']);

describe('where the blog shows', () => {
  it('is in the sidebar of clients and staff while the flag is on, and nowhere while it is off', () => {
    for (const role of ['client', 'adviser', 'admin', 'director'] as const) {
      expect(blogNavItems(userOf(role), on).map((item) => item.to)).toEqual(['/blog']);
      expect(blogNavItems(userOf(role), off)).toEqual([]);
    }
    expect(blogNavItems(userOf('super_admin', { practice_id: null }), on)).toEqual([]);
  });

  it('has a dashboard tile leading to /blog only while the flag is on', () => {
    const tiles = [{ section: 'blog' as const, image_url: null }];
    expect(tilePaths.blog).toBe('/blog');
    expect(visibleTiles(tiles, on, null).map((tile) => tile.path)).toEqual(['/blog']);
    expect(visibleTiles(tiles, off, null)).toEqual([]);
  });

  it('puts the waiting posts on the homes of those who write them', () => {
    const [panel] = blogHomePanels;
    expect(panel?.isShown(userOf('director'), on)).toBe(true);
    expect(panel?.isShown(userOf('adviser'), on)).toBe(true);
    expect(panel?.isShown(userOf('admin'), on)).toBe(false);
    expect(panel?.isShown(userOf('client'), on)).toBe(false);
    expect(panel?.isShown(userOf('director'), off)).toBe(false);
  });
});
