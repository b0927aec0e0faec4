import { checkChosenFile, messageTexts, uploadPolicies } from '@advice/domain';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { messageCalls } from './messages.api.ts';
import { addWithinTotal } from './messages.rules.ts';

/** A file chosen for a message: uploading (with its progress), or uploaded (its id goes in the message). */
export type ChosenFile = { key: string; file: File; size: number; progress: number; uploadId: string | null };

/**
 * The files of one message: each is checked as it is chosen (name and type by the upload policy, and the
 * 10 MB of all of them together, which takes the last one off again), then uploaded at once, so sending
 * waits only for files still on their way.
 */
export function useMessageFiles() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);
  const current = useRef<ChosenFile[]>([]);
  current.current = files;

  const update = useCallback((key: string, change: Partial<ChosenFile> | null) => {
    setFiles((list) =>
      change === null ? list.filter((item) => item.key !== key) : list.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const upload = useCallback(
    (item: ChosenFile) => {
      messageCalls
        .upload(item.file, (progress) => update(item.key, { progress }))
        .then(
          (uploaded) => update(item.key, { uploadId: uploaded.id, progress: 1 }),
          (failure: unknown) => {
            update(item.key, null);
            setError(isApiError(failure) ? (failure.details[0] ?? null) : messageTexts['messages.uploadNotFound']);
          },
        );
    },
    [update],
  );

  const add = useCallback(
    (chosen: readonly File[]) => {
      let problem: string | null = null;
      const accepted: ChosenFile[] = [];
      for (const file of chosen) {
        const refusal = checkChosenFile(uploadPolicies.messageAttachment, file);
        if (refusal) {
          problem ??= refusal;
          continue;
        }
        counter.current += 1;
        accepted.push({ key: `file-${counter.current}`, file, size: file.size, progress: 0, uploadId: null });
      }
      const { files: kept, isOverLimit } = addWithinTotal(current.current, accepted);
      const added = kept.filter((item) => accepted.includes(item));
      current.current = kept;
      setFiles(kept);
      setError(isOverLimit ? messageTexts['messages.attachmentsTooLarge'] : problem);
      for (const item of added) upload(item);
    },
    [upload],
  );

  const remove = useCallback(
    (key: string) => {
      update(key, null);
      setError(null);
    },
    [update],
  );

  const reset = useCallback(() => {
    current.current = [];
    setFiles([]);
    setError(null);
  }, []);

  return {
    files,
    error,
    setError,
    add,
    remove,
    reset,
    isUploading: files.some((item) => item.uploadId === null),
    uploadIds: files.flatMap((item) => (item.uploadId ? [item.uploadId] : [])),
  };
}
