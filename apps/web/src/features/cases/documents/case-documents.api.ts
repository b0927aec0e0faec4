import type {
  CaseAddendum,
  CaseDocument,
  CaseDocumentEditBody,
  CaseDocumentUploadFields,
  CaseImage,
  CaseImageChoiceBody,
} from '@advice/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ApiClient, api, apiBase, buildUrl } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';
import { caseKey } from '../cases.api.ts';

/** The server hands out full API URLs (`/api/v1/...`); the API client takes paths below its base. */
const apiPathOf = (url: string): string => (url.startsWith(apiBase) ? url.slice(apiBase.length) : url);

/**
 * After any change to a case's documents, addenda or image: the overview (which lists the documents and
 * the image) and everything under its key (audit trail, addenda) are stale.
 */

/** Calls whose errors the forms show beside their fields, so they are silent. */
export const caseDocumentCalls = {
  upload: async (caseId: string, file: File, fields: CaseDocumentUploadFields, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('name', fields.name);
    form.append('category', fields.category);
    form.append('note', fields.note);
    form.append('concealed', String(fields.concealed));
    // The file goes last: the server reads the fields before the stream of the file.
    form.append('file', file, file.name);
    return (await api.upload<{ data: CaseDocument }>(`/client-cases/${caseId}/documents`, form, { onProgress, silent: true })).data.data;
  },
  edit: async (document: CaseDocument, body: CaseDocumentEditBody) =>
    (await api.patch<{ data: CaseDocument }>(`/client-cases/${document.case_id}/documents/${document.id}`, body, { silent: true })).data,
  remove: (document: CaseDocument) => api.delete<void>(`/client-cases/${document.case_id}/documents/${document.id}`),
  download: (document: CaseDocument) => downloadFile(apiPathOf(document.download_url)),
  addAddendum: async (caseId: string, text: string) =>
    (await api.post<{ data: CaseAddendum }>(`/client-cases/${caseId}/addenda`, { text }, { silent: true })).data,
  chooseImage: (caseId: string, choice: CaseImageChoiceBody) => api.put<unknown>(`/client-cases/${caseId}/image`, choice),
  uploadImage: async (caseId: string, file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file, file.name);
    await api.upload<unknown>(`/client-cases/${caseId}/image`, form, { method: 'PUT', onProgress, silent: true });
  },
};

const addendaPerPage = 20;
export const caseImagesKey = ['case-images'] as const;

/** The case's addenda, newest pages on demand. */
export function useAddenda(caseId: string) {
  return useInfiniteQuery({
    queryKey: [...caseKey(caseId), 'addenda'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => api.list<CaseAddendum>(`/client-cases/${caseId}/addenda`, pageParam, addendaPerPage),
    getNextPageParam: (last, _all, pageParam) => (last.pagination.nextPage ? pageParam + 1 : undefined),
  });
}

/** The built-in images and the practice's uploaded ones (staff). */
export function useCaseImageChoices() {
  return useQuery({
    queryKey: caseImagesKey,
    queryFn: async () => (await api.get<{ data: CaseImage[] }>('/case-images')).data,
  });
}

/** After an upload, the practice's images include the new one. */
/**
 * Downloads the business submission pack, reporting the bytes received as the zip streams in (the server
 * builds it on the fly, so its length is not known up front). A refused download is fetched once more
 * through the API client, whose one failure path shows the server's reason and handles a lost session.
 */
export function downloadBusinessPack(caseId: string, onBytes: (received: number) => void, client: ApiClient = api): Promise<string> {
  const streaming: ApiClient = {
    ...client,
    blob: async (path, options) => {
      const response = await fetch(buildUrl(path), { credentials: 'same-origin' });
      if (!response.ok || !response.body) return client.blob(path, options);
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        onBytes(received);
      }
      return { blob: new Blob(chunks, { type: 'application/zip' }), headers: response.headers };
    },
  };
  return downloadFile(`/client-cases/${caseId}/business-pack.zip`, streaming);
}
