import { describe, expect, it } from 'vitest';
import { batchPackDocumentsMax, batchPackFields, batchPacksBody } from './case-documents.ts';

const clientId = '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c0001';
const documentId = '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c0002';
const uploadId = '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c0003';
const copies = (n: number) => Array.from({ length: n }, () => ({ document_id: documentId }));
const uploads = (n: number) => Array.from({ length: n }, () => ({ upload_id: uploadId, category: 'charges' }));

describe('batchPacksBody', () => {
  it('defaults to no copied documents and no uploads, an upload to no name and no note', () => {
    expect(batchPacksBody.parse({ client_ids: [clientId], name: 'Pack' })).toMatchObject({ documents: [], uploads: [], cover_note: '' });
    expect(batchPacksBody.parse({ client_ids: [clientId], name: 'Pack', uploads: uploads(1) }).uploads).toEqual([
      { upload_id: uploadId, name: '', category: 'charges', note: '' },
    ]);
  });

  it(`takes ${batchPackDocumentsMax} documents in all (copied and uploaded), refusing ${batchPackDocumentsMax + 1} on documents`, () => {
    const half = batchPackDocumentsMax / 2;
    expect(
      batchPacksBody.safeParse({ client_ids: [clientId], name: 'Pack', documents: copies(half), uploads: uploads(half) }).success,
    ).toBe(true);
    const over = batchPacksBody.safeParse({ client_ids: [clientId], name: 'Pack', documents: copies(half + 1), uploads: uploads(half) });
    expect(over.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['documents', `Each pack can take at most ${batchPackDocumentsMax} documents at once.`],
    ]);
  });

  it('asks each upload for its category and an id', () => {
    const result = batchPacksBody.safeParse({ client_ids: [clientId], name: 'Pack', uploads: [{ upload_id: 'nope' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['uploads.0.category', 'uploads.0.upload_id']);
    expect(result.error?.issues.find((issue) => issue.path.join('.') === 'uploads.0.category')?.message).toBe('Choose a category');
  });

  it('leaves its fields for forms to pick from', () => {
    expect(batchPackFields.pick({ name: true, cover_note: true }).parse({ name: ' Pack ' })).toEqual({ name: 'Pack', cover_note: '' });
  });
});
