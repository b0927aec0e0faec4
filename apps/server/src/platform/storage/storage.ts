import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Settings } from './s3-storage.ts';

/** Where uploaded files live: a local directory by default, an S3-compatible store at scale. */
export type FileStorage = {
  put: (key: string, body: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
};

const safeKey = /^[a-z0-9][a-z0-9/_.-]{0,200}$/u;

export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    put: async (key, body) => {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flush: true });
    },
    get: async (key) => readFile(pathOf(key)).catch(() => null),
    remove: async (key) => rm(pathOf(key), { force: true }),
  };
}

/**
 * The engine the configuration picks: an S3-compatible store when `S3_BUCKET` is set, else the local
 * directory. The SDK is loaded only when S3 is used.
 */
export async function createFileStorage(options: { localRoot: string; s3: S3Settings | undefined }): Promise<FileStorage> {
  if (!options.s3) return createLocalStorage(options.localRoot);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(options.s3);
}
