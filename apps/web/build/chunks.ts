import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * How the build groups the app's shared modules into files: by who uses them, counted in a few kinds of page rather
 * than page by page. Left to itself the bundler makes one file for each set of pages sharing a module, and with some
 * hundred and thirty lazy pages a client's home asked for about 115 small files, each a request, a preload link and a
 * module to instantiate on a phone's slow CPU.
 *
 * Each lazy page is of one kind: the sign-in page, the welcome page (and its frame and texts), the other account
 * pages, the rest of the public site, onboarding, the pages opened from an email link without signing in (a guest's),
 * what every signed-in visit starts with (the signed-in frame, its session and call, and a role's home), or a
 * signed-in page of one area. A shared module goes in the file of the kinds that use it; a module that only signed-in
 * pages use goes in its area's file when one area uses it, in the start's file when the start uses it, and in one file
 * for the signed-in app when several areas do. A module only one page uses stays with that page. So a role's home,
 * the first page after sign-in, loads only modules it uses, and every other signed-in page loads the start's files
 * it needs in any case.
 *
 * No two files import each other: a module's users include its importers' users, so a module's file is never of
 * fewer kinds than its importer's (`noCircularImports` checks the build). And a page before sign-in loads only files
 * of modules its own kind uses.
 */

/** The modules that open the signed-in app: the pages behind them are signed-in pages. */
const signedInRoots =
  /apps[\\/]web[\\/]src[\\/](?:app[\\/]signed-in-(?:routes|layout)\.tsx|features[\\/]shell[\\/]signed-in-session\.tsx|features[\\/]meetings[\\/]live[\\/]live-call-provider\.tsx)$/u;

/**
 * What every signed-in visit loads besides the signed-in roots (the frame, the session's banners and socket, the tab's
 * call): the areas' texts and a role's home.
 */
const alsoAtStart = /apps[\\/]web[\\/]src[\\/](?:lib[\\/]catalogue\.areas\.en-GB\.ts|features[\\/]home[\\/]role-home-page\.tsx)$/u;

const publicKinds: Array<[RegExp, string]> = [
  [/[\\/]features[\\/]auth[\\/]sign-in[^\\/]*$/u, 'sign-in'],
  [/[\\/]features[\\/]content[\\/](?:welcome-page\.tsx|site-layout\.tsx|content\.catalogue\.ts)$/u, 'welcome'],
  [/[\\/]features[\\/]auth[\\/]/u, 'account'],
  [/[\\/]features[\\/]content[\\/]/u, 'site'],
  [/[\\/]features[\\/]onboarding[\\/]/u, 'onboarding'],
];

const isScript = (id: string) => /\.[cm]?[jt]sx?$/u.test(id);

/** The area of a signed-in page: the folder under features/ it lives in. */
const areaOf = (id: string) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/u.exec(id)?.[1] ?? 'app';

type Users = { pages: Set<string>; kinds: Set<string> };

/**
 * Who uses each module, read off a first build with the same groups but this one: its files say which modules each
 * lazy page loads, after tree-shaking, where the module graph would count every module the domain package's index
 * re-exports as used by every page that imports one of them.
 */
export function usersOf(files: OutputChunk[]): { users: Map<string, Users>; loners: Set<string>; initial: Set<string> } {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const closure = (name: string, into = new Set<string>()): Set<string> => {
    if (into.has(name)) return into;
    into.add(name);
    for (const next of byName.get(name)?.imports ?? []) closure(next, into);
    return into;
  };
  const initial = new Set<string>();
  for (const entry of files.filter((file) => file.isEntry))
    for (const name of closure(entry.fileName)) for (const id of byName.get(name)?.moduleIds ?? []) initial.add(id);
  // The pages a visitor reaches without signing in: everything the entry imports or loads, but through the signed-in roots.
  const reachable = new Set<string>();
  const pending = files.filter((file) => file.isEntry).map((file) => file.fileName);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const file = byName.get(name);
    if (!file || reachable.has(name) || signedInRoots.test(file.facadeModuleId ?? '')) continue;
    reachable.add(name);
    pending.push(...file.imports, ...file.dynamicImports);
  }
  const kindOf = (page: OutputChunk) => {
    const id = page.facadeModuleId ?? '';
    if (signedInRoots.test(id) || alsoAtStart.test(id)) return 'start';
    if (!reachable.has(page.fileName)) return `area:${areaOf(id)}`;
    return publicKinds.find(([pattern]) => pattern.test(id))?.[1] ?? 'guest';
  };
  const kinds = new Map(files.filter((file) => file.isDynamicEntry).map((page) => [page, kindOf(page)]));
  const users = new Map<string, Users>();
  for (const [page, kind] of kinds) {
    for (const name of closure(page.fileName)) {
      for (const id of byName.get(name)?.moduleIds ?? []) {
        const of = users.get(id) ?? { pages: new Set(), kinds: new Set() };
        of.pages.add(page.fileName);
        of.kinds.add(kind);
        users.set(id, of);
      }
    }
  }
  // A page no module imports, only import(), keeps its own file; so do the sign-in page's and the public site's
  // modules, whose files the server names in index.html (index-page.ts) from the build's manifest.
  const imported = new Set(files.flatMap((file) => file.imports));
  const loners = new Set(
    [...kinds].flatMap(([page, kind]) =>
      page.facadeModuleId && (!imported.has(page.fileName) || ['sign-in', 'welcome', 'site'].includes(kind)) ? [page.facadeModuleId] : [],
    ),
  );
  return { users, loners, initial };
}

/** The file a module's users put it in; null leaves it to the bundler (with its one page, or tree-shaken away). */
export function fileOf(users: Users | undefined): string | null {
  if (!users || users.pages.size < 2) return null;
  const kinds = [...users.kinds];
  const areas = kinds.filter((kind) => kind.startsWith('area:'));
  if (areas.length === kinds.length) return areas.length === 1 ? (areas[0] ?? '').slice('area:'.length) : 'app';
  // The signed-in kinds count as one beside the public ones: the start when it is among them, else the app.
  const signedIn = users.kinds.has('start') ? 'start' : 'app';
  return [...new Set(kinds.map((kind) => (kind.startsWith('area:') ? signedIn : kind)))].sort().join('+');
}

/**
 * The group that puts each shared module in its users' file. A style sheet's users are its importers' (found while
 * this build reads the modules: the first build's files do not list them).
 */
export function usersGroup(files: OutputChunk[]): { group: Rolldown.CodeSplittingGroup; plugin: Plugin } {
  const { users, loners, initial } = usersOf(files);
  const styleUsers = new Map<string, Users>();
  const plugin: Plugin = {
    name: 'style-users',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const importers = this.getModuleInfo(id)?.importers ?? [];
        // A sheet the first paint's code imports stays with the entry's styles.
        if (isScript(id) || importers.some((importer) => initial.has(importer))) continue;
        const of: Users = { pages: new Set(), kinds: new Set() };
        for (const importer of importers) {
          for (const page of users.get(importer)?.pages ?? []) of.pages.add(page);
          for (const kind of users.get(importer)?.kinds ?? []) of.kinds.add(kind);
        }
        styleUsers.set(id, of);
      }
    },
  };
  const group: Rolldown.CodeSplittingGroup = {
    debugName: 'by the kinds of page that use them',
    name: (id) => {
      if (initial.has(id) || loners.has(id)) return null;
      return fileOf(isScript(id) ? users.get(id) : styleUsers.get(id));
    },
    includeDependenciesRecursively: false,
  };
  return { group, plugin };
}

/** Fails the build when its files import each other in a circle, where a module could run before one it needs. */
export function noCircularImports(): Plugin {
  return {
    name: 'no-circular-imports',
    generateBundle(_options, bundle) {
      const imports = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports] as const] : [])),
      );
      const done = new Set<string>();
      const visit = (name: string, path: string[]): void => {
        if (path.includes(name)) this.error(`The build's files import each other in a circle: ${[...path, name].join(' → ')}`);
        if (done.has(name)) return;
        for (const next of imports.get(name) ?? []) visit(next, [...path, name]);
        done.add(name);
      };
      for (const name of imports.keys()) visit(name, []);
    },
  };
}
