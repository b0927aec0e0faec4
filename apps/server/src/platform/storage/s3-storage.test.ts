import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { readStoredFile, storeFile } from '../../features/files/stored-files.ts';
import { createPractice } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import type { S3Settings } from './s3-storage.ts';
import { createFileStorage, type FileStorage } from './storage.ts';

/** An S3-compatible server in this process (s3rver, on a temporary folder): nothing leaves the machine. */
let server: S3rver;
let directory: string;
let settings: S3Settings;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'advice-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'advice-files', configs: [] }],
  });
  const { port } = await server.run();
  settings = {
    bucket: 'advice-files',
    region: 'eu-west-2',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the S3 storage engine', () => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await createFileStorage({ localRoot: directory, s3: settings });
  });

  it('stores, reads back, deletes, and then answers null for the missing key', async () => {
    const key = 'case-documents/practice/one.pdf';
    const body = Buffer.from('%PDF-1.4\n% exact bytes \u00e9\n%%EOF\n');
    await storage.put(key, body);
    expect(await storage.get(key)).toEqual(body);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await storage.remove(key);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('avatars/nobody/none.png')).toBeNull();
  });
});

describe('S3_* variables', () => {
  it('pick the S3 engine when S3_BUCKET is set, and the local directory otherwise', () => {
    const env = {
      S3_BUCKET: 'files',
      S3_REGION: 'eu-west-2',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(env).s3).toEqual({
      bucket: 'files',
      region: 'eu-west-2',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });
});

describe('the product on S3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ s3: settings });
  });
  afterAll(() => t.close());

  it('keeps an uploaded file in the bucket, found again through its record', async () => {
    const practice = await createPractice(t.runtime.db);
    const body = Buffer.from('%PDF-1.4\n% on s3\n%%EOF\n');
    const stored = await storeFile(t.runtime, {
      practiceId: practice.id,
      ownerId: null,
      purpose: 'disclosureForm',
      fileName: 'Terms.pdf',
      mediaType: 'application/pdf',
      ext: 'pdf',
      body,
      createdBy: null,
    });
    const direct = await createFileStorage({ localRoot: directory, s3: settings });
    expect(await direct.get(stored.storageKey)).toEqual(body);
    expect(await readStoredFile(t.runtime, { practiceId: practice.id, id: stored.id })).toEqual({
      body,
      contentType: 'application/pdf',
      fileName: 'Terms.pdf',
    });
  });
});
