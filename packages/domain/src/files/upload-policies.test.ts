import { describe, expect, it } from 'vitest';
import {
  acceptedTypeOf,
  acceptOf,
  checkChosenFile,
  refuseChosenFile,
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

  it.each(policies)(
    '%s: the browser takes a file of the first type at the limit, and refuses one byte more as too large',
    (_purpose, policy) => {
      expect(checkChosenFile(policy, chosen(policy, { size: policy.maxBytes }))).toBeNull();
      expect(refuseChosenFile(policy, chosen(policy, { size: policy.maxBytes + 1 }))?.reason).toBe('tooLarge');
    },
  );

  it.each(policies)(
    '%s: the browser refuses a program as a type, a device name as a name and an unknown type as a type',
    (_purpose, policy) => {
      expect(refuseChosenFile(policy, chosen(policy, { name: 'setup.exe', type: 'application/x-msdownload' }))?.reason).toBe(
        'typeNotAllowed',
      );
      expect(refuseChosenFile(policy, chosen(policy, { name: 'invoice.pdf.exe' }))?.reason).toBe('typeNotAllowed');
      expect(refuseChosenFile(policy, chosen(policy, { name: `CON.${policy.types[0]?.ext}` }))?.reason).toBe('nameNotAllowed');
      expect(refuseChosenFile(policy, chosen(policy, { name: 'notes.zzz', type: 'application/x-unknown' }))?.reason).toBe('typeNotAllowed');
      expect(refuseChosenFile(policy, chosen(policy, { size: 0 }))?.reason).toBe('empty');
    },
  );

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

  it('states its limits in the texts that name no file (a refusal made before the name is known)', () => {
    expect(uploadPolicies.factFindDocument.messages.tooLarge).toBe('This file is larger than 10 MB, the largest file you can upload here.');
    expect(uploadPolicies.identityDocument.messages.type).toBe('This kind of file cannot be uploaded here. Upload a PDF, PNG or JPG file.');
    expect(uploadPolicies.welcomeVideo.messages.type).toBe('This kind of file cannot be uploaded here. Upload an MP4 file.');
  });
});
