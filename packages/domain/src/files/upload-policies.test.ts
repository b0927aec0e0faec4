import { describe, expect, it } from 'vitest';
import {
  acceptedTypeOf,
  acceptOf,
  checkChosenFile,
  checkImageSize,
  type UploadPolicy,
  uploadPolicies,
  uploadPurposes,
} from './upload-policies.ts';

const policies: [string, UploadPolicy][] = uploadPurposes.map((purpose) => [purpose, uploadPolicies[purpose]]);
const chosen = (policy: UploadPolicy, overrides: Partial<{ name: string; size: number; type: string }> = {}) => {
  const [first] = policy.types;
  return { name: `file.${first?.ext}`, size: 1024, type: first?.mime ?? '', ...overrides };
};

describe('uploadPolicies', () => {
  it.each(policies)('%s: names its own purpose, takes at least one type and states every message', (purpose, policy) => {
    expect(policy.purpose).toBe(purpose);
    expect(policy.types.length).toBeGreaterThan(0);
    expect(policy.maxBytes).toBeGreaterThan(0);
    for (const message of Object.values(policy.messages)) expect(message.length).toBeGreaterThan(0);
  });

  it.each(policies)('%s: the browser takes a file of the first type at the limit, and refuses one byte more', (_purpose, policy) => {
    expect(checkChosenFile(policy, chosen(policy, { size: policy.maxBytes }))).toBeNull();
    expect(checkChosenFile(policy, chosen(policy, { size: policy.maxBytes + 1 }))).toBe(policy.messages.tooLarge);
  });

  it.each(policies)('%s: the browser refuses a forbidden name and a type it does not take', (_purpose, policy) => {
    expect(checkChosenFile(policy, chosen(policy, { name: 'invoice.pdf.exe' }))).toBe(policy.messages.name);
    expect(checkChosenFile(policy, chosen(policy, { name: 'notes.zzz', type: 'application/x-unknown' }))).toBe(policy.messages.type);
  });

  it('offers every accepted extension and type in the chooser', () => {
    expect(acceptOf(uploadPolicies.letterOfAuthority)).toBe('.pdf,application/pdf');
    expect(acceptOf(uploadPolicies.caseDocument).split(',')).toEqual(expect.arrayContaining(['.docx', '.doc', 'application/pdf']));
  });

  it('tells old binary Office files apart by the extension of their name, and nothing else in that container', () => {
    const policy = uploadPolicies.caseDocument;
    expect(acceptedTypeOf(policy, 'application/x-cfb', 'Budget.XLS')?.mime).toBe('application/vnd.ms-excel');
    expect(acceptedTypeOf(policy, 'application/x-cfb', 'setup.msi')).toBeNull();
    expect(acceptedTypeOf(policy, 'application/pdf', 'anything.doc')?.ext).toBe('pdf');
    expect(acceptedTypeOf(uploadPolicies.letterOfAuthority, 'application/x-cfb', 'letter.doc')).toBeNull();
  });

  it('takes ICO files only as a favicon', () => {
    expect(acceptedTypeOf(uploadPolicies.favicon, 'image/x-icon', 'f.ico')?.ext).toBe('ico');
    expect(acceptedTypeOf(uploadPolicies.logo, 'image/x-icon', 'f.ico')).toBeNull();
  });
});

describe('checkImageSize', () => {
  it('refuses an image narrower than its place needs, at the boundary', () => {
    expect(checkImageSize(uploadPolicies.logo.image, { width: 120, height: 40 })).toBeNull();
    expect(checkImageSize(uploadPolicies.logo.image, { width: 119, height: 40 })).toBe('The image must be at least 120 px wide.');
  });

  it('keeps a tile within 3 % of 3:2 and a mobile icon within 2 % of square', () => {
    const tile = uploadPolicies.dashboardTile.image;
    expect(checkImageSize(tile, { width: 1200, height: 801 })).toBeNull();
    expect(checkImageSize(tile, { width: 1200, height: 1000 })).toBe(tile.aspect?.message);
    const icon = uploadPolicies.mobileIcon.image;
    expect(checkImageSize(icon, { width: 512, height: 512 })).toBeNull();
    expect(checkImageSize(icon, { width: 512, height: 300 })).toBe(icon.aspect?.message);
  });
});
