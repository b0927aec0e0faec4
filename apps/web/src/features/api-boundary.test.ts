import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = import.meta.dirname;

/** Files outside an area's `*.api.ts` that may still call the API client, each with the reason. */
const allowed = new Map<string, string>([]);

const directCall = /\bapi\.(call|page|send|file)\s*[<(]|\burlOf\s*\(|(?<![\w.$])fetch\s*\(|['"`]\/api\/v1/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/u.test(entry.name) && !/\.test(-server)?\.tsx?$/u.test(entry.name);
    return isSource ? [path] : [];
  });
}

function callsApiDirectly(source: string): boolean {
  return directCall.test(source);
}

describe('API calls live in each area’s *.api.ts', () => {
  it('recognises a direct call, with or without a type argument, and not a refetch', () => {
    expect(callsApiDirectly('api.call(endpoints.getClient, { params: { id } })')).toBe(true);
    expect(callsApiDirectly('api.page(endpoints.listClients, 1, 20)')).toBe(true);
    expect(callsApiDirectly("await fetch('/x')")).toBe(true);
    expect(callsApiDirectly('api.send(endpoints.updateAvatar, form, { params })')).toBe(true);
    expect(callsApiDirectly('<img src={urlOf(endpoints.getAvatar, { params })} />')).toBe(true);
    expect(callsApiDirectly("const src = '/api/v1/advisers/' + id;")).toBe(true);
    expect(callsApiDirectly('void query.refetch()')).toBe(false);
  });

  it('finds no direct call in a component, hook or helper outside an *.api.ts file', () => {
    const files = sourceFiles(featuresDir);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => !file.endsWith('.api.ts'))
      .map((file) => relative(featuresDir, file))
      .filter((file) => !allowed.has(file) && callsApiDirectly(readFileSync(join(featuresDir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
