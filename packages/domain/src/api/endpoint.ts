import type { z } from 'zod';
import type { UploadPurpose } from '../files/upload-policies.ts';
import type { FeatureFlag } from '../practice/feature-flags.ts';
import type { Role } from '../shared/roles.ts';

/** Where the API lives on every practice's host; each endpoint's path is relative to it. */
export const apiPrefix = '/api/v1';

/**
 * Who may call an endpoint. `public`: anyone. `roles`: a signed-in user with one of these roles.
 * `self`: additionally the `:id` path parameter must be the caller's own user id. Owner and
 * assignment checks that need the database (an adviser's own client) live in the service.
 */
export type Access = { public: true } | { roles: readonly Role[]; self?: boolean };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a successful call answers.
 * - `data`: JSON `{ data }` with the schema's value, status 200, 201 or 202.
 * - `page`: JSON `{ data: item[] }` and the four pagination headers; the query carries `page` and `per_page`.
 * - `empty`: 204 and no body.
 * - `file`: a file or image the browser shows or saves (attachment, media type of its own).
 * - `raw`: JSON in a shape of its own, outside the `{ data }` envelope (the health check).
 */
export type Answer =
  | { kind: 'data'; status: SuccessStatus; schema: z.ZodType; also?: readonly SuccessStatus[] }
  | { kind: 'page'; status: 200; schema: z.ZodType }
  | { kind: 'empty'; status: 204 }
  | { kind: 'file'; status: 200 }
  | { kind: 'raw'; status: 200; schema: z.ZodType };

export type SuccessStatus = 200 | 201 | 202;

export const answers = {
  /** `also`: other statuses the same answer may come with (a batch that created nothing is a 200, not a 201). */
  data: <S extends z.ZodType, const T extends SuccessStatus = 200>(schema: S, status?: T, also?: readonly SuccessStatus[]) =>
    ({ kind: 'data', status: (status ?? 200) as T, schema, ...(also ? { also } : {}) }) as const,
  page: <S extends z.ZodType>(schema: S) => ({ kind: 'page', status: 200, schema }) as const,
  empty: { kind: 'empty', status: 204 } as const,
  file: { kind: 'file', status: 200 } as const,
  raw: <S extends z.ZodType>(schema: S) => ({ kind: 'raw', status: 200, schema }) as const,
};

/** A multipart body: the file's upload purpose (its policy), and the text fields beside it. */
export type Upload = {
  /** The policy the file is read under; a call whose path names the purpose lists each one. */
  purpose: UploadPurpose | readonly UploadPurpose[];
  /** The text fields, checked once the stream has been read. */
  fields?: z.ZodType;
  /** The same call also takes a JSON body of these fields when there is no file. */
  orJson?: true;
};

/**
 * One call of the API: the server registers its route from this, the web app calls it through
 * this, and the OpenAPI document describes it. Paths are relative to `/api/v1`.
 */
export type Endpoint = {
  method: HttpMethod;
  path: `/${string}`;
  access: Access;
  /** The OpenAPI tag: the area the call belongs to. */
  tag: string;
  /** The practice feature flag the call belongs to, or several of which any one keeps it; off means 404. */
  feature?: FeatureFlag | readonly FeatureFlag[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  upload?: Upload;
  answer: Answer;
  /** Left out of the OpenAPI document (the demo mailbox). */
  hidden?: true;
};

/** Declares one endpoint, keeping its literal types for the server's handler and the web's call. */
export function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
}

type Input<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;
type Output<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What the caller sends: path parameters, query and JSON body as they go over the wire. */
export type ParamsIn<E extends Endpoint> = Input<E, 'params'>;
export type QueryIn<E extends Endpoint> = Input<E, 'query'>;
export type BodyIn<E extends Endpoint> = E extends { upload: { orJson: true; fields: infer S extends z.ZodType } }
  ? z.input<S>
  : Input<E, 'body'>;
/** What the handler reads, once the schemas have parsed them. */
export type ParamsOut<E extends Endpoint> = Output<E, 'params'>;
export type QueryOut<E extends Endpoint> = Output<E, 'query'>;
export type BodyOut<E extends Endpoint> = Output<E, 'body'>;
/** The upload's text fields once parsed. */
export type FieldsOut<E extends Endpoint> = E extends { upload: { fields: infer S extends z.ZodType } } ? z.output<S> : undefined;

/** What the web app receives: the `data` value, a page's items, or nothing. */
export type DataOf<E extends Endpoint> = E['answer'] extends { kind: 'data' | 'page' | 'raw'; schema: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
/** What the handler hands back for the envelope: the value (before serialisation), or a page's rows and total. */
export type ResultOf<E extends Endpoint> = E['answer'] extends { kind: 'data' | 'raw'; schema: infer S extends z.ZodType }
  ? z.input<S>
  : E['answer'] extends { kind: 'page'; schema: infer S extends z.ZodType }
    ? { rows: z.input<S>[]; total: number }
    : E['answer'] extends { kind: 'empty' }
      ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler hands back whatever its service's Promise<void> gives
        void
      : unknown;

/** The path with its `:name` segments filled in, each value escaped. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/gu, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the ${name} parameter`);
    return encodeURIComponent(String(value));
  });
}

export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** A query string (`?a=1&b=x`) of the values that are set, or nothing when none is. */
export function queryString(query?: QueryValues): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The whole address of one endpoint: the server writes these into what it answers (an image, a
 * download) and the web app loads them, so the path comes from the contract on both sides.
 */
export function addressOf(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>, query?: QueryValues): string {
  return `${apiPrefix}${pathOf(endpoint, params)}${queryString(query)}`;
}

/** Every endpoint in a nested record of them, for the check that the server serves exactly the contract. */
export function endpointsIn(tree: object): Endpoint[] {
  return Object.values(tree).flatMap((value: unknown) => {
    if (typeof value !== 'object' || value === null) return [];
    return 'method' in value && 'path' in value ? [value as Endpoint] : endpointsIn(value);
  });
}
