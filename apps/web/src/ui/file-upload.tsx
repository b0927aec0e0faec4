import { checkChosenFile, imageSizeRefusal, type UploadPolicy } from '@advice/domain';
import { useRef, useState } from 'react';
import { ApiError, isApiError } from '../lib/api-error.ts';

/** An image's size in pixels as the browser decodes it; null when it cannot (the server then judges it). */
async function imageSizeOf(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * The check of a chosen image that must fit a place (a logo, a tile) the browser can make before sending
 * it, with the server's words: its size in pixels. `null` when it fits, when the policy has no such rule
 * or when the browser cannot decode it (the server then judges it).
 */
export async function checkChosenImageSize(policy: UploadPolicy, file: File): Promise<string | null> {
  if (!policy.image) return null;
  const size = await imageSizeOf(file);
  return size ? (imageSizeRefusal(policy.image, file.name, size)?.detail ?? null) : null;
}

/**
 * One chosen file sent by its purpose's policy: checked as it is chosen by `checkChosenFile` and
 * `checkChosenImageSize` (the refusal shown beside the drop zone, nothing sent), then sent as the
 * policy's form field with its progress. The caller's mutation reports progress through `setProgress`
 * and the server's refusal through `setError`.
 */
export function useChosenFileUpload(policy: UploadPolicy) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const choose =
    (send: (form: FormData) => Promise<unknown>) =>
    async ([file]: File[]) => {
      if (!file) return;
      const problem = checkChosenFile(policy, file) ?? (await checkChosenImageSize(policy, file));
      setError(problem);
      if (problem) return;
      setChosen(file);
      setProgress(0);
      const form = new FormData();
      form.append(policy.fileField, file);
      await send(form);
      setProgress(null);
      setChosen(null);
    };
  return { progress, setProgress, error, setError, chosen, choose };
}

/** An upload's refusal, pointed at the form's field the file was chosen in. */
function pointedAt(error: unknown, field: string): unknown {
  if (!isApiError(error)) return error;
  return new ApiError(
    error.status,
    error.errors.map((item) => ({ ...item, source: { pointer: `/${field}` } })),
  );
}

/**
 * Files chosen in a form and uploaded when it is saved, before the save names them: each once (by its `key`),
 * however often the save is retried; the name of the one on its way (`uploading`); a refusal pointed at the
 * field the file was chosen in, so it shows beside that field.
 */
export function useUploadsOnSave() {
  const [uploading, setUploading] = useState<string | null>(null);
  const done = useRef(new Map<unknown, string>());
  const idOf = async (
    choice: { key: unknown; file: File; name: string },
    field: string,
    upload: (file: File) => Promise<{ id: string }>,
  ): Promise<string> => {
    const known = done.current.get(choice.key);
    if (known) return known;
    setUploading(choice.name);
    try {
      const { id } = await upload(choice.file);
      done.current.set(choice.key, id);
      return id;
    } catch (error) {
      throw pointedAt(error, field);
    } finally {
      setUploading(null);
    }
  };
  return { uploading, idOf };
}
