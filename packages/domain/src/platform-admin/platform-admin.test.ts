import { describe, expect, it } from 'vitest';
import { featureFlags } from '../practice/feature-flags.ts';
import { roles } from '../shared/roles.ts';
import { featureFlagCatalogue, featureFlagName } from './feature-flag-catalogue.ts';
import { maxPracticeHosts } from './platform-admin.messages.ts';
import { canPlatform, createPracticeBody, hostsField, isHostName, reactivateAccountBody } from './platform-admin.ts';

describe('host names', () => {
  it.each([
    ['portal.example.co.uk', true],
    ['harbour-x1.localhost', true],
    ['a.b', true],
    ['localhost', false],
    ['https://portal.example.com', false],
    ['portal.example.com/path', false],
    ['portal.example.com:8080', false],
    ['-portal.example.com', false],
    ['portal-.example.com', false],
    ['portal..example.com', false],
    ['por tal.example.com', false],
    [`${'a'.repeat(63)}.example.com`, true],
    [`${'a'.repeat(64)}.example.com`, false],
  ])('%s is a host name: %s', (host, expected) => {
    expect(isHostName(host)).toBe(expected);
  });

  it('lower-cases hosts, refuses a repeated one, none and more than the maximum', () => {
    expect(hostsField.parse([' Portal.Example.COM '])).toEqual(['portal.example.com']);
    expect(hostsField.safeParse(['a.example.com', 'A.example.com']).error?.issues[0]?.message).toBe('Each host name can be listed once.');
    expect(hostsField.safeParse([]).error?.issues[0]?.message).toBe('Enter at least one host name the practice is served on.');
    const many = Array.from({ length: maxPracticeHosts + 1 }, (_, i) => `h${i}.example.com`);
    expect(hostsField.safeParse(many).success).toBe(false);
    expect(hostsField.safeParse(many.slice(1)).success).toBe(true);
  });
});

describe('a new practice', () => {
  const valid = {
    name: 'Harbour Wealth',
    hosts: ['portal.harbour.example'],
    practice_type: 'independent',
    director: { first_name: 'Dana', last_name: 'Ward', email: 'Dana@Harbour.Example' },
  };

  it('takes a name, hosts, a type and a director, whose e-mail is lower-cased', () => {
    expect(createPracticeBody.parse(valid).director.email).toBe('dana@harbour.example');
  });

  it('names each field that fails', () => {
    const result = createPracticeBody.safeParse({
      ...valid,
      name: ' ',
      practice_type: 'bank',
      director: { ...valid.director, email: 'x' },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('/')).sort()).toEqual(['director/email', 'name', 'practice_type']);
  });
});

describe('who may', () => {
  it.each(roles.map((role) => [role]))('%s: reads and writes as the table says', (role) => {
    expect(canPlatform(role, 'platform.read')).toBe(role === 'super_admin' || role === 'support_admin');
    expect(canPlatform(role, 'platform.write')).toBe(role === 'super_admin');
  });
});

describe('the flags catalogue', () => {
  it('names and describes every flag, each in a group', () => {
    for (const flag of featureFlags) {
      expect(featureFlagCatalogue[flag].name.length).toBeGreaterThan(0);
      expect(featureFlagCatalogue[flag].description).toMatch(/\.$/u);
    }
    expect(featureFlagName('blog')).toBe('Blog');
    expect(featureFlagName('retired')).toBe('retired');
  });
});

describe('reactivating an account', () => {
  it('needs a reason of up to 500 characters', () => {
    expect(reactivateAccountBody.safeParse({ reason: '  ' }).success).toBe(false);
    expect(reactivateAccountBody.safeParse({}).error?.issues[0]?.message).toMatch(/^Say why/u);
    expect(reactivateAccountBody.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(reactivateAccountBody.parse({ reason: ' Ticket SR-1 ' }).reason).toBe('Ticket SR-1');
  });
});
