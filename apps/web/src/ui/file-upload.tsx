import { checkChosenFile, imageSizeRefusal, type UploadPolicy } from '@advice/domain';
import { useState } from 'react';

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
