import { usersEndpoints as endpoints } from '@advice/domain';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** The signed-in person's virtual background, read back for their meeting room to draw. */
export const virtualBackgroundQueryKey = (userId: string) => ['virtual-background', userId] as const;

/** The person's own picture, or null while they have none (the server's 404). */
export async function readVirtualBackground(userId: string): Promise<Blob | null> {
  try {
    const { blob } = await api.file(endpoints.getVirtualBackground, { params: { id: userId }, silent: true });
    return blob;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Sends a new picture (spec 2 §7 Set virtual background: PATCH, multipart {image}), with its upload progress. */
export function uploadVirtualBackground(userId: string, form: FormData, onProgress?: (fraction: number) => void) {
  return api.send(endpoints.updateVirtualBackground, form, { params: { id: userId }, ...(onProgress ? { onProgress } : {}) });
}
