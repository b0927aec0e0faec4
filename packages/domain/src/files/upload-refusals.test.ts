import { describe, expect, it } from 'vitest';
import { fileNameProblemOf } from './file-names.ts';
import { refuseChosenFile, uploadPolicies } from './upload-policies.ts';
import {
  emptyRefusal,
  imageSizeRefusal,
  nameRefusal,
  sizeInWords,
  tooLargeRefusal,
  typeRefusal,
  unreadableRefusal,
  uploadHintOf,
} from './upload-refusals.ts';

const identity = uploadPolicies.identityDocument;
const megabytes = (n: number) => n * 1_048_576;

describe('the reason a chosen file is refused, in words that name it and the limit', () => {
  it('a program is a type the purpose does not take, naming the types it does (not a name to change)', () => {
    const refusal = refuseChosenFile(identity, { name: 'setup.exe', size: 2048, type: 'application/x-msdownload' });
    expect(refusal).toEqual({ reason: 'typeNotAllowed', detail: '“setup.exe” is a .exe file. Upload a PDF, PNG or JPG file.' });
  });

  it('a file of another kind is a type not allowed, and one with no ending says it is not a kind that is taken', () => {
    expect(refuseChosenFile(uploadPolicies.avatar, { name: 'notes.txt', size: 20, type: 'text/plain' })?.detail).toBe(
      '“notes.txt” is a .txt file. Upload a PNG, JPG, GIF or WebP file.',
    );
    expect(refuseChosenFile(uploadPolicies.letterOfAuthority, { name: 'letter', size: 20, type: '' })?.detail).toBe(
      '“letter” is not a kind of file you can upload here. Upload a PDF file.',
    );
  });

  it('too large says how large the file is and the largest the purpose takes', () => {
    const refusal = refuseChosenFile(uploadPolicies.factFindDocument, {
      name: 'statement.pdf',
      size: megabytes(14),
      type: 'application/pdf',
    });
    expect(refusal).toEqual({ reason: 'tooLarge', detail: '“statement.pdf” is 14 MB; the largest file you can upload here is 10 MB.' });
  });

  it('a file one byte over the limit never reads as the limit itself', () => {
    expect(tooLargeRefusal(uploadPolicies.factFindDocument, { name: 'a.pdf', size: megabytes(10) + 1 }).detail).toBe(
      '“a.pdf” is 10.1 MB; the largest file you can upload here is 10 MB.',
    );
    expect(tooLargeRefusal(uploadPolicies.factFindDocument, { name: 'a.pdf' }).detail).toBe(
      'This file is larger than 10 MB, the largest file you can upload here.',
    );
  });

  it('an empty file says it holds nothing', () => {
    expect(emptyRefusal({ name: 'scan.pdf' })).toEqual({
      reason: 'empty',
      detail: '“scan.pdf” is empty (0 bytes). Check the file on your device, or choose another.',
    });
    expect(refuseChosenFile(identity, { name: 'scan.pdf', size: 0, type: 'application/pdf' })?.reason).toBe('empty');
  });

  it.each([
    ['CON.pdf', 'nameNotAllowed', '“CON.pdf” uses CON, a name Windows keeps for a device. Rename the file, then choose it again.'],
    [
      '.passport.pdf',
      'nameNotAllowed',
      '“.passport.pdf” starts with a dot, which hides a file on most computers. Rename it to start with a letter or a number.',
    ],
    [
      'invoice.exe.pdf',
      'nameNotAllowed',
      '“invoice.exe.pdf” has .exe inside its name, the ending of a program. Rename it without .exe, then choose it again.',
    ],
    [
      'a/b.pdf',
      'nameNotAllowed',
      '“a/b.pdf” has a slash (/ or \\) in its name, which a file name cannot hold. Rename the file, then choose it again.',
    ],
    [
      'x\u0000.pdf',
      'nameNotAllowed',
      'The name of the file has an invisible control character in it. Rename the file, then choose it again.',
    ],
    [
      `${'a'.repeat(252)}.pdf`,
      'nameNotAllowed',
      'The name of the file is 256 characters long. Shorten it to 255 characters or fewer, then choose it again.',
    ],
    ['   ', 'nameNotAllowed', 'The file has no name. Give it a name, then choose it again.'],
    ['page.html', 'typeNotAllowed', '“page.html” is a .html file. Upload a PDF, PNG or JPG file.'],
  ])('the name %j: %s, saying what is wrong with it', (name, reason, detail) => {
    expect(nameRefusal(identity, name)).toEqual({ reason, detail });
  });

  it.each(['report.pdf', 'Passport scan 2025.JPG', 'Fact find (v2).docx', 'Résumé.odt'])('a plain name %j passes', (name) => {
    expect(fileNameProblemOf(name)).toBeNull();
    expect(nameRefusal(uploadPolicies.caseDocument, name)).toBeNull();
  });
});

describe('the reasons only the content shows (the server)', () => {
  it('a file whose content is of another type than its name says names both', () => {
    expect(typeRefusal(identity, 'passport.pdf', { ext: 'exe' }).detail).toBe(
      '“passport.pdf” is named as a .pdf file, but it is really a .exe file. Upload a PDF, PNG or JPG file.',
    );
    expect(typeRefusal(identity, 'passport.pdf', { ext: null }).detail).toBe(
      '“passport.pdf” is named as a .pdf file, but its content is not one: it may be damaged, or another kind of file renamed. Upload a PDF, PNG or JPG file.',
    );
    expect(typeRefusal(identity, 'setup.exe', { ext: 'exe' }).detail).toBe('“setup.exe” is a .exe file. Upload a PDF, PNG or JPG file.');
  });

  it('a damaged image is unreadable', () => {
    expect(unreadableRefusal('logo.png')).toEqual({
      reason: 'unreadable',
      detail: '“logo.png” cannot be opened as an image: it may be damaged or only partly saved. Save it again, or choose another image.',
    });
  });

  it('an image narrower than its place is too small, at the boundary, giving its size and the least width', () => {
    const rule = uploadPolicies.logo.image;
    expect(imageSizeRefusal(rule, 'logo.png', { width: 120, height: 40 })).toBeNull();
    expect(imageSizeRefusal(rule, 'logo.png', { width: 119, height: 40 })).toEqual({
      reason: 'tooSmall',
      detail: '“logo.png” is 119 × 40 px; an image here must be at least 120 px wide.',
    });
  });

  it('keeps a tile within 3 % of 3:2 and a mobile icon within 2 % of square; outside, the wrong shape', () => {
    const tile = uploadPolicies.dashboardTile.image;
    expect(imageSizeRefusal(tile, 'tile.jpg', { width: 1200, height: 801 })).toBeNull();
    expect(imageSizeRefusal(tile, 'tile.jpg', { width: 1200, height: 1000 })).toEqual({
      reason: 'wrongShape',
      detail: '“tile.jpg” is 1200 × 1000 px. A tile must be 3:2 landscape, for example 1200 × 800 px.',
    });
    const icon = uploadPolicies.mobileIcon.image;
    expect(imageSizeRefusal(icon, 'icon.png', { width: 512, height: 512 })).toBeNull();
    expect(imageSizeRefusal(icon, 'icon.png', { width: 512, height: 300 })?.reason).toBe('wrongShape');
  });
});

describe('what a drop zone says it takes', () => {
  it('the types, the limit and for an image its least width', () => {
    expect(uploadHintOf(identity)).toBe('PDF, PNG or JPG, up to 25 MB');
    expect(uploadHintOf(uploadPolicies.logo)).toBe('PNG, JPG, GIF, WebP or BMP, up to 25 MB, at least 120 px wide');
    expect(uploadHintOf(uploadPolicies.caseDocument)).toBe(
      'PDF, JPG, PNG, GIF, BMP, WebP, Word, Excel, PowerPoint or OpenDocument, up to 25 MB',
    );
  });

  it('sizes as people read them', () => {
    expect(sizeInWords(megabytes(25))).toBe('25 MB');
    expect(sizeInWords(megabytes(14.32))).toBe('14.3 MB');
    expect(sizeInWords(megabytes(14.32), true)).toBe('14.4 MB');
    expect(sizeInWords(340 * 1024)).toBe('340 KB');
    expect(sizeInWords(12)).toBe('12 bytes');
  });
});
