import {
  AppError,
  emptyRefusal,
  nameRefusal,
  tooLargeRefusal,
  typeRefusal,
  type UploadPolicy,
  type UploadPurpose,
  uploadPolicies,
  uploadPurposes,
} from '@advice/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkUpload } from './files.check.ts';

const pdf = Buffer.from('%PDF-1.4\n% a document\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const mp4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'), Buffer.alloc(256)]);
/** An EBML header whose DocType is `webm`, then the start of a segment: what a recorder's piece begins with. */
const webm = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff', 'hex'),
  Buffer.alloc(256),
]);
const csv = Buffer.from('first_name,last_name,email\nAda,Lovelace,ada@example.com\n');

/** A PNG that fits the policy's image rule (wide enough, of the right shape). */
function png(policy: UploadPolicy): Promise<Buffer> {
  const width = Math.max(policy.image?.minWidth ?? 0, 600);
  const height = Math.round(width / (policy.image?.aspect?.ratio ?? 1.5));
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

/** Content of the policy's first type, which the policy takes. */
async function goodContent(policy: UploadPolicy): Promise<{ body: Buffer; ext: string }> {
  const [first] = policy.types;
  if (first?.mime === 'application/pdf') return { body: pdf, ext: 'pdf' };
  if (first?.mime === 'video/mp4') return { body: mp4, ext: 'mp4' };
  if (first?.mime === 'video/webm') return { body: webm, ext: 'webm' };
  if (first?.mime === 'text/csv') return { body: csv, ext: 'csv' };
  return { body: await png(policy), ext: 'png' };
}

/** Content the policy does not take: text for the binary kinds, an image for CSV. */
async function wrongContent(policy: UploadPolicy): Promise<Buffer> {
  return policy.isText ? png(uploadPolicies.logo) : Buffer.from('#!/bin/sh\necho not what it says\n');
}

async function refusalOf(promise: Promise<unknown>): Promise<{ code: string; detail: string | undefined; pointer: string | undefined }> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, detail: error.detail, pointer: error.pointer };
}

describe.each(uploadPurposes.map((purpose): [UploadPurpose, UploadPolicy] => [purpose, uploadPolicies[purpose]]))(
  'the %s upload policy',
  (_purpose, policy) => {
    const pointer = `/${policy.fileField}`;

    it('takes content of its type under a plain name, and answers what the content is', async () => {
      const { body, ext } = await goodContent(policy);
      const checked = await checkUpload(policy, { body, fileName: `Upload.${ext}` });
      expect(checked.mediaType).toBe(policy.types[0]?.mime);
    });

    it('refuses content of another type, whatever its name says, as a type not allowed naming the file (422)', async () => {
      const { ext } = await goodContent(policy);
      const refusal = await refusalOf(checkUpload(policy, { body: await wrongContent(policy), fileName: `Upload.${ext}` }));
      expect(refusal).toMatchObject({ code: 'upload.type_not_allowed', pointer });
      expect(refusal.detail).toMatch(new RegExp(`^“Upload\\.${ext}” is named as a \\.${ext} file, but `, 'u'));
    });

    it('refuses a program as a type not allowed, not as a name to change, even with good content (422)', async () => {
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
      const program = await refusalOf(checkUpload(policy, { body: exe, fileName: 'setup.exe' }));
      expect(program).toEqual({ code: 'upload.type_not_allowed', detail: typeRefusal(policy, 'setup.exe').detail, pointer });
      const { body, ext } = await goodContent(policy);
      const disguised = await refusalOf(checkUpload(policy, { body, fileName: `invoice.${ext}.exe` }));
      expect(disguised).toMatchObject({ code: 'upload.type_not_allowed', detail: expect.stringContaining('is a .exe file. Upload ') });
    });

    it('refuses a file one byte over its limit, saying its size and the limit (413)', async () => {
      const refusal = await refusalOf(checkUpload(policy, { body: Buffer.alloc(policy.maxBytes + 1, 0x20), fileName: 'big.bin' }));
      const detail = tooLargeRefusal(policy, { name: 'big.bin', size: policy.maxBytes + 1 }).detail;
      expect(refusal).toEqual({ code: 'upload.too_large', detail, pointer });
    });

    it('refuses a device name with good content as a name not allowed (422)', async () => {
      const { body, ext } = await goodContent(policy);
      const refusal = await refusalOf(checkUpload(policy, { body, fileName: `CON.${ext}` }));
      expect(refusal).toEqual({ code: 'upload.name_not_allowed', detail: nameRefusal(policy, `CON.${ext}`)?.detail, pointer });
    });

    it('refuses an empty file as empty (422)', async () => {
      const refusal = await refusalOf(checkUpload(policy, { body: Buffer.alloc(0), fileName: 'empty.bin' }));
      expect(refusal).toEqual({ code: 'upload.empty', detail: emptyRefusal({ name: 'empty.bin' }).detail, pointer });
    });
  },
);

describe('image sizes', () => {
  it('refuses a logo narrower than 120 px as too small and a tile that is not 3:2 as the wrong shape, naming their sizes (422)', async () => {
    const narrow = await sharp({ create: { width: 100, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await refusalOf(checkUpload(uploadPolicies.logo, { body: narrow, fileName: 'logo.png' }))).toMatchObject({
      code: 'upload.too_small',
      detail: '“logo.png” is 100 × 40 px; an image here must be at least 120 px wide.',
    });
    const square = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await refusalOf(checkUpload(uploadPolicies.dashboardTile, { body: square, fileName: 'tile.png' }))).toMatchObject({
      code: 'upload.wrong_shape',
      detail: '“tile.png” is 900 × 900 px. A tile must be 3:2 landscape, for example 1200 × 800 px.',
    });
  });

  it('reads a BMP’s size from its header (sharp cannot read BMP): a wide one passes as a logo, a narrow one is a rule', async () => {
    const bmp = (width: number, height: number) => {
      const row = Math.ceil((width * 3) / 4) * 4;
      const file = Buffer.alloc(54 + row * height);
      file.write('BM', 0, 'latin1');
      file.writeUInt32LE(file.length, 2);
      file.writeUInt32LE(54, 10);
      file.writeUInt32LE(40, 14);
      file.writeInt32LE(width, 18);
      file.writeInt32LE(-height, 22);
      file.writeUInt16LE(1, 26);
      file.writeUInt16LE(24, 28);
      return file;
    };
    expect(await checkUpload(uploadPolicies.logo, { body: bmp(160, 60), fileName: 'logo.bmp' })).toMatchObject({ mediaType: 'image/bmp' });
    expect(await refusalOf(checkUpload(uploadPolicies.logo, { body: bmp(100, 40), fileName: 'logo.bmp' }))).toMatchObject({
      code: 'upload.too_small',
      detail: '“logo.bmp” is 100 × 40 px; an image here must be at least 120 px wide.',
    });
  });

  it('refuses an image whose header is fine but whose pixels are not as unreadable, naming it (422)', async () => {
    const real = await png(uploadPolicies.logo);
    const corrupted = Buffer.concat([real.subarray(0, 60), Buffer.alloc(200, 7)]);
    expect(await refusalOf(checkUpload(uploadPolicies.logo, { body: corrupted, fileName: 'logo.png' }))).toMatchObject({
      code: 'upload.unreadable',
      detail: '“logo.png” cannot be opened as an image: it may be damaged or only partly saved. Save it again, or choose another image.',
    });
  });
});
