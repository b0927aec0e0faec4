import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './storage.ts';

/** Where an S3-compatible store is and how to sign in to it (the `S3_*` environment variables). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS (MinIO, Ceph, R2...); unset for AWS itself. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (instance role, shared config) finds the credentials. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path rather than the host name, as most self-hosted stores need. */
  forcePathStyle: boolean;
};

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

/** Stored files as objects of one bucket, by their storage keys. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    put: async (key, body) => {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length }));
    },
    get: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    // Deleting a key that is not there succeeds in S3, as removing a missing local file does.
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
