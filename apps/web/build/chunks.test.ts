// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { fileOf, usersOf } from './chunks.ts';

const src = '/repo/apps/web/src';

/** A file of a first build, as much of it as usersOf reads. */
function file(fileName: string, moduleIds: string[], links: Partial<Rolldown.OutputChunk> = {}): Rolldown.OutputChunk {
  return {
    fileName,
    moduleIds,
    imports: [],
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    ...links,
  } as unknown as Rolldown.OutputChunk;
}

const page = (fileName: string, facade: string, imports: string[] = []) =>
  file(fileName, [facade], { isDynamicEntry: true, facadeModuleId: facade, imports });

/**
 * The entry loads the sign-in page, the welcome page, a guest's page and the signed-in routes; the routes load a
 * role's home, two pages of the cases area and one of the vault. Shared files hold one module each.
 */
const files = [
  file('index.js', [`${src}/main.tsx`], {
    isEntry: true,
    dynamicImports: ['sign-in.js', 'welcome.js', 'guest.js', 'routes.js'],
  }),
  page('sign-in.js', `${src}/features/auth/sign-in-page.tsx`, ['button.js']),
  page('welcome.js', `${src}/features/content/welcome-page.tsx`, ['button.js']),
  page('guest.js', `${src}/features/meetings/guest-page.tsx`, ['button.js', 'room.js', 'badge.js']),
  file('routes.js', [`${src}/app/signed-in-routes.tsx`], {
    isDynamicEntry: true,
    facadeModuleId: `${src}/app/signed-in-routes.tsx`,
    dynamicImports: ['home.js', 'case-list.js', 'case-page.js', 'vault.js'],
  }),
  page('home.js', `${src}/features/home/role-home-page.tsx`, ['case-tile.js', 'badge.js']),
  page('case-list.js', `${src}/features/cases/case-list.tsx`, ['case-api.js', 'case-tile.js', 'room.js', 'button.js']),
  page('case-page.js', `${src}/features/cases/case-page.tsx`, ['case-api.js', 'format.js']),
  page('vault.js', `${src}/features/vault/vault-page.tsx`, ['format.js']),
  file('button.js', [`${src}/ui/button.tsx`]),
  file('room.js', [`${src}/features/meetings/room.tsx`]),
  file('case-api.js', [`${src}/features/cases/cases.api.ts`]),
  file('format.js', [`${src}/lib/format.ts`]),
  file('case-tile.js', [`${src}/features/cases/case-tile.tsx`]),
  file('badge.js', [`${src}/ui/badge.tsx`]),
];

describe('which file a shared module goes in', () => {
  const { users, loners, initial } = usersOf(files);
  const fileFor = (module: string) => fileOf(users.get(`${src}/${module}`));

  it('puts a module only one area’s signed-in pages use in that area’s file', () => {
    expect(fileFor('features/cases/cases.api.ts')).toBe('cases');
  });

  it('puts a module several areas use in the signed-in app’s one file', () => {
    expect(fileFor('lib/format.ts')).toBe('app');
  });

  it('puts a module pages before sign-in use in the file of the kinds of page that use it, the signed-in ones as one', () => {
    expect(fileFor('ui/button.tsx')).toBe('app+guest+sign-in+welcome');
    expect(fileFor('features/meetings/room.tsx')).toBe('app+guest');
  });

  it('puts what a role’s home uses in the files of the signed-in start, so the home loads no module it does not use', () => {
    expect(fileFor('features/cases/case-tile.tsx')).toBe('start');
    expect(fileFor('ui/badge.tsx')).toBe('guest+start');
    // The guest's room, which the cases list also uses, stays out of the home's files.
    expect(fileFor('features/meetings/room.tsx')).toBe('app+guest');
  });

  it('leaves a module one page uses, and the entry’s, to the bundler', () => {
    expect(fileFor('features/cases/case-page.tsx')).toBeNull();
    expect(initial.has(`${src}/main.tsx`)).toBe(true);
    expect(fileOf(undefined)).toBeNull();
  });

  it('keeps in their own file the pages only import() loads, and the sign-in and site pages the server names', () => {
    expect(loners).toEqual(
      new Set([
        `${src}/features/auth/sign-in-page.tsx`,
        `${src}/features/content/welcome-page.tsx`,
        `${src}/features/meetings/guest-page.tsx`,
        `${src}/app/signed-in-routes.tsx`,
        `${src}/features/home/role-home-page.tsx`,
        `${src}/features/cases/case-list.tsx`,
        `${src}/features/cases/case-page.tsx`,
        `${src}/features/vault/vault-page.tsx`,
      ]),
    );
  });
});
