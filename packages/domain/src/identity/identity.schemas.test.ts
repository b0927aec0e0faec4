import { describe, expect, it } from 'vitest';
import { countryCodes, countryNameOf, countryNames } from './identity.countries.ts';
import {
  identityDocumentBody,
  identityMessages,
  identityPersonalDetailsBody,
  identitySectionParams,
  isSectionLockedFor,
  lockedSectionMessage,
  maxIdentityCountries,
} from './identity.schemas.ts';
import { identitySectionOfSlug, identitySectionSlugs, identitySections } from './identity.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('/'), message: issue.message })) ?? [];

describe('the country list', () => {
  it('holds every ISO 3166-1 country once, in the order of their names', () => {
    expect(countryCodes).toHaveLength(new Set(countryCodes).size);
    expect(countryCodes.length).toBeGreaterThanOrEqual(249);
    const names = countryCodes.map((code) => countryNames[code]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(countryNameOf('GB')).toBe('United Kingdom');
    expect(countryNameOf('HK')).toBe('Hong Kong');
    expect(countryNameOf('ZZ')).toBe('ZZ');
  });
});

describe('personal details', () => {
  const body = (nationalities: string[], residencies: string[] = []) =>
    identityPersonalDetailsBody.safeParse({ version: 0, nationalities, residencies });

  it('takes numbered lists of known countries, each once', () => {
    expect(body(['GB', 'SG'], ['SG']).success).toBe(true);
    expect(issuesOf(body(['GB', 'XX']))).toEqual([{ path: 'nationalities/1', message: identityMessages['identity.countryUnknown'] }]);
    expect(issuesOf(body(['GB'], ['SG', 'FR', 'SG']))).toEqual([
      { path: 'residencies/2', message: identityMessages['identity.countryTwice'] },
    ]);
  });

  it(`takes at most ${maxIdentityCountries} countries a list`, () => {
    const codes = countryCodes.slice(0, maxIdentityCountries + 1);
    expect(body(codes.slice(0, maxIdentityCountries)).success).toBe(true);
    expect(issuesOf(body(codes))).toContainEqual({ path: 'nationalities', message: identityMessages['identity.tooManyCountries'] });
  });
});

describe('an identity document', () => {
  it('is normal unless restricted is chosen; an empty expiry date (a form’s) is none, a date must be real', () => {
    expect(identityDocumentBody.parse({ type: 'government_document', name: ' Passport ', expires_on: '' })).toEqual({
      type: 'government_document',
      access: 'normal',
      name: 'Passport',
      number: '',
      issued_by: '',
      expires_on: null,
    });
    const wrong = identityDocumentBody.safeParse({ type: 'other_document', name: 'Visa', expires_on: '2030-02-30' });
    expect(issuesOf(wrong)).toEqual([{ path: 'expires_on', message: identityMessages['identity.expiryFormat'] }]);
    expect(issuesOf(identityDocumentBody.safeParse({ type: 'passport', name: '' })).map((issue) => issue.path)).toEqual(['type', 'name']);
  });
});

describe('sections and their locks', () => {
  it('each section has an address slug that reads back as it', () => {
    for (const section of identitySections) expect(identitySectionOfSlug(identitySectionSlugs[section])).toBe(section);
    expect(identitySectionOfSlug('personalDetails')).toBeNull();
    expect(identitySectionParams.safeParse({ id: '5b0f1c2e-8a4d-4c3b-9e1f-2a3b4c5d6e7f', section: 'passport' }).success).toBe(false);
  });

  it('a lock stops the client alone, and says who locked it', () => {
    const lock = { section: 'personalDetails' as const, locked_at: '2026-03-01T10:00:00.000Z', locked_by: null };
    expect(isSectionLockedFor({ isClient: true }, lock)).toBe(true);
    expect(isSectionLockedFor({ isClient: false }, lock)).toBe(false);
    expect(isSectionLockedFor({ isClient: true }, null)).toBe(false);
    expect(lockedSectionMessage('identityDocuments', 'Priya Shah')).toBe(
      'Priya Shah has locked your identity documents, so they cannot be changed now. Ask your adviser if something needs correcting.',
    );
    expect(lockedSectionMessage('personalDetails', null)).toMatch(/^Your adviser has locked your personal details/u);
  });
});
