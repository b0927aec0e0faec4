import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpointsIn } from '../api/endpoint.ts';
import {
  confirmationMatches,
  contract,
  createAdviserBody,
  createClientBody,
  generalSettingsSchema,
  messages,
  registrationBody,
} from '../index.ts';
import { validationMessageOf } from './validation.ts';

type Def = {
  type?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  checks?: { _zod: { def: { type?: string; error?: unknown } } }[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas inside a schema: an object's fields, a wrapper's inner schema, a list's items, a union's options. */
function childrenOf(schema: z.ZodType): [string, z.ZodType][] {
  const def = defOf(schema);
  const named = (list: (z.ZodType | undefined)[], prefix = '') =>
    list.flatMap((child, index): [string, z.ZodType][] => (child ? [[`${prefix}${index}`, child]] : []));
  if (def.shape) return Object.entries(def.shape);
  if (def.type === 'lazy' && def.getter) return [['', def.getter()]];
  return [
    ...named([def.innerType, def.in, def.out, def.left, def.right, def.keyType, def.valueType]).map(([, child]): [string, z.ZodType] => [
      '',
      child,
    ]),
    ...named([def.element], '*'),
    ...named(def.options ?? [], '|'),
    ...named(def.items ?? []),
  ];
}

/** Every schema of a request with the path that leads to it, each visited once. */
function schemasIn(root: z.ZodType, rootPath: string): [string, z.ZodType][] {
  const seen = new Set<z.ZodType>();
  const found: [string, z.ZodType][] = [];
  const visit = (schema: z.ZodType, path: string) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    found.push([path, schema]);
    for (const [name, child] of childrenOf(schema)) visit(child, name === '' ? path : `${path}/${name}`);
  };
  visit(root, rootPath);
  return found;
}

/** Values that break some rule of almost any field: missing, empty, far too long, far too many, of the wrong type. */
const breakingValues: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(20_000),
  'not a value of any kind',
  42,
  -1,
  1.5,
  1e300,
  true,
  {},
  [],
  Array.from({ length: 600 }, () => 'x'),
];

/** zod's own wording, written for programs ("Too big: expected string to have <=100 characters"). */
const zodWording =
  /^(Invalid (input|option|string|number|value|key|element|type|union|discriminator)\b|Too (big|small)\b|Unrecognized keys?:|Expected )/u;

const requests = endpointsIn(contract).flatMap((entry) =>
  (
    [
      ['body', entry.body],
      ['query', entry.query],
      ['upload', entry.upload?.fields],
    ] as const
  ).flatMap(([part, schema]) => (schema ? [[`${entry.method} ${entry.path} ${part}`, schema] as const] : [])),
);

function messagesFor(schema: z.ZodType, value: unknown): z.core.$ZodIssue[] {
  try {
    const parsed = schema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues;
  } catch {
    // A part of a pipe (the schema after a transform) may throw on a value its transform would never pass it.
    return [];
  }
}

function issuesOf(schema: z.ZodType, value: unknown): [string, string][] {
  return messagesFor(schema, value).map((issue) => [`/${issue.path.map(String).join('/')}`, issue.message]);
}

describe("the contract's request schemas", () => {
  it('are found: bodies, queries and upload fields of every area', () => {
    expect(requests.length).toBeGreaterThan(100);
  });

  it.each(requests)('%s answers every broken rule in words for a person, never zod’s', (_name, request) => {
    const offending: string[] = [];
    for (const [path, schema] of schemasIn(request, '')) {
      for (const value of breakingValues) {
        for (const issue of messagesFor(schema, value)) {
          const where = `${path}/${issue.path.map(String).join('/')} (${issue.code}, ${JSON.stringify(value)?.slice(0, 20)})`;
          if (zodWording.test(issue.message)) offending.push(`${where}: ${issue.message}`);
          const isTooLong = issue.code === 'too_big' || (issue.code === 'too_small' && Number(issue.minimum) > 1);
          if (isTooLong && issue.message === messages['errors.required']) offending.push(`${where}: ${issue.message}`);
        }
      }
    }
    expect([...new Set(offending)]).toEqual([]);
  });

  it.each(requests)('%s gives each refinement its own words', (_name, request) => {
    const silent = schemasIn(request, '').flatMap(([path, schema]) =>
      (defOf(schema).checks ?? [])
        .filter((check) => check._zod.def.type === 'custom' && check._zod.def.error === undefined)
        .map(() => path || '/'),
    );
    expect(silent).toEqual([]);
  });
});

describe('validation messages', () => {
  it('say how to fix a too-long name with its limit, not that it is required (create client, new adviser)', () => {
    const name = 'A'.repeat(150);
    expect(issuesOf(createClientBody, { first_name: name, last_name: 'Ward', email: 'a@example.com' })).toEqual([
      ['/first_name', 'Use 100 characters or fewer'],
    ]);
    expect(issuesOf(createAdviserBody, { first_name: name, last_name: 'Ward', email: 'a@example.com' })).toEqual([
      ['/first_name', 'Use 100 characters or fewer'],
    ]);
  });

  it('still say a missing or blank name is required', () => {
    expect(issuesOf(createClientBody, { first_name: '  ', email: 'a@example.com' })).toEqual([
      ['/first_name', messages['errors.required']],
      ['/last_name', messages['errors.required']],
    ]);
  });

  it('say the passwords do not match and how to fix it, and give a long city its limit (sign-up)', () => {
    const issues = issuesOf(registrationBody, {
      user: {
        email: 'ann@example.com',
        password: 'Abcdefgh1!xy',
        password_confirmation: 'Abcdefgh1!xz',
        first_name: 'Ann',
        last_name: 'Lee',
        personal_data_consent: true,
        phone: '+44 20 7946 0000',
      },
      client: { date_of_birth: '1980-05-01', city: 'C'.repeat(150) },
      case: {
        type: 'online_advice_request',
        initial_investment: 0,
        initial_investment_currency: null,
        monthly_contribution: 0,
        monthly_contribution_currency: null,
        investment_duration: 10,
      },
      metadata: { captcha: 'proof', client_advice: 'welcome', high_interest_debt: false, cash_reserve: false },
    });
    expect(issues).toEqual([
      ['/user/password_confirmation', 'The passwords do not match. Type the same password twice.'],
      ['/client/city', 'Use 100 characters or fewer'],
    ]);
  });

  it('keep the passwords’ words for every form that reads them after the schemas used them', () => {
    expect(confirmationMatches[1].error).toBe(messages['errors.passwordConfirmation']);
  });

  it('give the trading name its limit', () => {
    const parsed = generalSettingsSchema.safeParse({ tradingName: 'T'.repeat(250) });
    expect(parsed.error?.issues.find((issue) => issue.path.join('/') === 'tradingName')?.message).toBe('Use 200 characters or fewer');
  });

  it.each([
    [{ code: 'too_big', origin: 'string', maximum: 100, inclusive: true, input: '' }, 'Use 100 characters or fewer'],
    [{ code: 'too_small', origin: 'string', minimum: 16, inclusive: true, input: '' }, 'Use at least 16 characters'],
    [{ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: '' }, messages['errors.required']],
    [{ code: 'too_big', origin: 'number', maximum: 10, inclusive: true, input: 11 }, 'Enter 10 or less'],
    [{ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: 0 }, 'Enter a number above 0'],
    [{ code: 'too_big', origin: 'array', maximum: 50, inclusive: true, input: [] }, 'Choose 50 or fewer'],
    [{ code: 'invalid_type', expected: 'string', input: undefined }, messages['errors.required']],
    [{ code: 'invalid_type', expected: 'number', input: 'x' }, 'Enter a number'],
    [{ code: 'invalid_value', values: [true], input: false }, 'Tick this box to continue'],
    [{ code: 'invalid_format', format: 'email', input: 'x' }, messages['errors.email']],
    [{ code: 'custom', input: 'x' }, messages['errors.invalidValue']],
  ])('word %j as "%s"', (issue, expected) => {
    expect(validationMessageOf(issue as z.core.$ZodRawIssue)).toBe(expected);
  });
});
