import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download.ts';

describe('download file names', () => {
  it('takes the name from content-disposition', () => {
    expect(filenameFromDisposition('attachment; filename="personal-data-2026-11-22.json"', '/users/1/personal-data')).toBe(
      'personal-data-2026-11-22.json',
    );
  });

  it('prefers the UTF-8 form when both are given', () => {
    expect(filenameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`, '/x')).toBe('résumé.pdf');
  });

  it('falls back to the last part of the URL', () => {
    expect(filenameFromDisposition(null, '/users/1/personal-data?x=1')).toBe('personal-data');
  });
});
