import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaseCast, createCaseCast, insertCase, sessionFor } from '../features/cases/cases.testing.ts';
import { TestClient } from '../testing/client.ts';
import type { CreatedUser } from '../testing/factories.ts';
import { logMarker } from '../testing/log-capture.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Every operation of the OpenAPI document, signed out, as a client and as a director: each string
 * field of its body and query gets a NUL byte, a lone surrogate and 10,000 characters, and every field
 * a value of the wrong type. No answer may be a 5xx. Every value carries the log marker, so the log
 * check of the set-up file fails this file if any of them reaches a log line.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type Path = (string | number)[];

const hostileStrings = ['\u0000', `${logMarker}\u0000 Street`, '\ud800', `${logMarker}\udfff`, `${logMarker}${'x'.repeat(10_000)}`];
const wrongTypes: unknown[] = [12_345, true, { [logMarker]: logMarker }, [logMarker], null];
const hostileQueryValues = ['%00', `${logMarker}%00`, '%ED%A0%80', `${logMarker}${'y'.repeat(10_000)}`, '%5B%5D'];

let t: TestApp;
let cast: CaseCast;
let caseId: string;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  caseId = await insertCase(t.runtime.db, {
    practiceId: cast.practice.id,
    clientId: cast.client.id,
    adviserId: cast.adviser.id,
    type: 'online_advice_request',
    status: 'building',
  });
});
afterAll(() => t.close());

function variantOf(schema: Schema): Schema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variantOf(variants.find((v) => v.type !== 'null') ?? variants[0] ?? {});
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(variantOf)) as Schema;
  return schema;
}

function typeOf(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** A plausible value for a schema, so a hostile value in one field is not hidden behind another's error. */
function sample(raw: Schema | undefined): unknown {
  const schema = variantOf(raw ?? {});
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'fuzz.caller@example.test';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      return `${logMarker} text`;
    default:
      return `${logMarker} text`;
  }
}

/** Every leaf of a schema by its path, with whether it is a string. */
function leaves(raw: Schema | undefined, at: Path = []): { path: Path; isString: boolean }[] {
  const schema = variantOf(raw ?? {});
  if (schema.enum || 'const' in schema)
    return [{ path: at, isString: typeOf(schema) === 'string' || typeof schema.enum?.[0] === 'string' }];
  switch (typeOf(schema)) {
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => leaves(value, [...at, key]));
    case 'array':
      return leaves(schema.items, [...at, 0]);
    default:
      return [{ path: at, isString: typeOf(schema) === 'string' || typeOf(schema) === undefined }];
  }
}

function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(base) ? [...base] : { ...(base as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

/** Real ids where a path names a known object, so the hostile values reach the services behind the checks. */
function pathValue(url: string, name: string, schema: Schema | undefined, self: CreatedUser | null): string {
  const resolved = variantOf(schema ?? {});
  if (resolved.enum) return String(resolved.enum[0]);
  if (name === 'clientId') return cast.client.id;
  if (name === 'caseId') return caseId;
  if (name === 'adviserId') return cast.adviser.id;
  if (name === 'id') {
    if (url.startsWith('/api/v1/users/')) return self?.id ?? cast.client.id;
    if (url.startsWith('/api/v1/clients/') || url.startsWith('/api/v1/prospects/')) return cast.client.id;
    if (url.startsWith('/api/v1/client-cases/')) return caseId;
    if (url.startsWith('/api/v1/advisers/')) return cast.adviser.id;
    if (url.startsWith('/api/v1/practice-admins/')) return cast.supporting.id;
  }
  return typeOf(resolved) === 'string' && resolved.format !== 'uuid' ? 'fuzz' : randomUUID();
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
// The socket upgrade and the documentation pages are not JSON operations.
const skipped = [/\/realtime$/u, /\/docs/u];

type Failure = { actor: string; operation: string; sent: string; status: number };

async function fuzzAs(app: FastifyInstance, actor: string, user: CreatedUser | null): Promise<{ failures: Failure[]; sent: number }> {
  const document = app.swagger() as { paths: Record<string, Partial<Record<(typeof methods)[number], Operation>>> };
  const failures: Failure[] = [];
  let sent = 0;
  for (const [template, item] of Object.entries(document.paths)) {
    if (skipped.some((pattern) => pattern.test(template))) continue;
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      // A fresh session per operation: one that signs out, or changes the account, spoils no other.
      const caller = user ? await sessionFor(app, t.runtime.db, user, cast.practice.host) : new TestClient(app, cast.practice.host);
      const parameters = operation.parameters ?? [];
      const url = template.replace(/\{(\w+)\}/gu, (_match, name: string) =>
        pathValue(template, name, parameters.find((p) => p.in === 'path' && p.name === name)?.schema, user),
      );
      const queryParameters = parameters.filter((p) => p.in === 'query');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const baseBody = bodySchema ? sample(bodySchema) : undefined;
      const attempts: { sent: string; url: string; payload?: unknown }[] = [];
      for (const leaf of bodySchema ? leaves(bodySchema) : []) {
        const values = leaf.isString ? [...hostileStrings, ...wrongTypes] : wrongTypes;
        for (const value of values)
          attempts.push({ sent: `body ${leaf.path.join('.')}`, url, payload: withValue(baseBody, leaf.path, value) });
      }
      if (bodySchema) attempts.push({ sent: 'body as a string', url, payload: JSON.stringify(logMarker) });
      for (const parameter of queryParameters) {
        for (const value of hostileQueryValues)
          attempts.push({ sent: `query ${parameter.name}`, url: `${url}?${parameter.name}=${value}`, payload: baseBody });
      }
      if (attempts.length === 0) attempts.push({ sent: 'nothing', url, payload: baseBody });
      for (const attempt of attempts) {
        const response = await caller.request(method.toUpperCase() as 'GET', attempt.url, {
          ...(attempt.payload === undefined || method === 'get' ? {} : { payload: attempt.payload as string }),
        });
        sent += 1;
        if (response.statusCode >= 500)
          failures.push({ actor, operation: `${method.toUpperCase()} ${template}`, sent: attempt.sent, status: response.statusCode });
      }
    }
  }
  return { failures, sent };
}

describe('hostile values in every operation of the OpenAPI document', () => {
  const actors: [string, () => CreatedUser | null][] = [
    ['signed out', () => null],
    ['a client', () => cast.client],
    ['a director', () => cast.director],
  ];
  it.each(actors)(
    'never answer 5xx %s',
    async (actor, user) => {
      const { failures, sent } = await fuzzAs(t.app, actor, user());
      expect(sent).toBeGreaterThan(1_000);
      expect(failures).toEqual([]);
    },
    300_000,
  );
});
