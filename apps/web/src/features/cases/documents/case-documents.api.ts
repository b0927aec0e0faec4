import {
  type BodyIn,
  type CaseDocument,
  type CaseDocumentUploadFields,
  casesEndpoints,
  caseDocumentsEndpoints as endpoints,
} from '@advice/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ApiClient, api, urlOf } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';
import { caseKey } from '../cases.api.ts';

/** Calls whose errors the forms show beside their fields, so they are silent. */
export const caseDocumentCalls = {
  upload: (caseId: string, file: File, fields: CaseDocumentUploadFields, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('name', fields.name);
    form.append('category', fields.category);
    form.append('note', fields.note);
    form.append('concealed', String(fields.concealed));
    form.append('signature_required', String(fields.signature_required));
    form.append('e_signature', String(fields.e_signature));
    form.append('auto_email_on_update', String(fields.auto_email_on_update));
    // The file goes last: the server reads the fields before the stream of the file.
    form.append('file', file, file.name);
    return api.send(endpoints.uploadCaseDocument, form, { params: { id: caseId }, onProgress, silent: true });
  },
  /** A newer version of the document, with a new note for the client when one is given. */
  uploadVersion: (document: CaseDocument, file: File, note: string, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    if (note.trim()) form.append('note', note);
    form.append('file', file, file.name);
    const params = { id: document.case_id, documentId: document.id };
    return api.send(endpoints.uploadCaseDocumentVersion, form, { params, onProgress, silent: true });
  },
  /** Saves an editable PDF's form as it is filled (the whole set of values). */
  saveForm: (document: CaseDocument, values: Record<string, string>) =>
    api.call(endpoints.savePdfForm, {
      params: { id: document.case_id, documentId: document.id },
      body: { pdf_data: values },
      silent: true,
    }),
  downloadFilled: (document: CaseDocument) =>
    downloadFile(endpoints.downloadFilledPdf, { params: { id: document.case_id, documentId: document.id } }),
  edit: (document: CaseDocument, body: BodyIn<typeof endpoints.editCaseDocument>) =>
    api.call(endpoints.editCaseDocument, { params: { id: document.case_id, documentId: document.id }, body, silent: true }),
  remove: (document: CaseDocument) => api.call(endpoints.removeCaseDocument, { params: { id: document.case_id, documentId: document.id } }),
  download: (document: CaseDocument) => {
    const params = { id: document.case_id, documentId: document.id };
    return downloadFile(endpoints.downloadCaseDocument, { params });
  },
  addAddendum: (caseId: string, text: string) => api.call(endpoints.addAddendum, { params: { id: caseId }, body: { text }, silent: true }),
  chooseImage: (caseId: string, choice: BodyIn<typeof casesEndpoints.setCaseImage>) =>
    api.call(casesEndpoints.setCaseImage, { params: { id: caseId }, body: choice }),
  uploadImage: async (caseId: string, file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file, file.name);
    await api.send(casesEndpoints.setCaseImage, form, { params: { id: caseId }, onProgress, silent: true });
  },
};

/**
 * The case image's address for an <img>, or null when none was chosen. The address stays the same when the
 * image changes, so the case's last update time is added to keep the browser from showing the old one.
 */
export function caseImageSrc(detail: { id: string; image_url: string | null; updated_at: string }): string | null {
  if (!detail.image_url) return null;
  return `${urlOf(casesEndpoints.getCaseImage, { params: { id: detail.id } })}?v=${encodeURIComponent(detail.updated_at)}`;
}

const addendaPerPage = 20;
export const caseImagesKey = ['case-images'] as const;

/** The case's addenda, newest pages on demand. */
export function useAddenda(caseId: string) {
  return useInfiniteQuery({
    queryKey: [...caseKey(caseId), 'addenda'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => api.page(endpoints.listAddenda, pageParam, addendaPerPage, { params: { id: caseId } }),
    getNextPageParam: (last, _all, pageParam) => (last.pagination.nextPage ? pageParam + 1 : undefined),
  });
}

/** The built-in images and the practice's uploaded ones (staff). */
export function useCaseImageChoices() {
  return useQuery({ queryKey: caseImagesKey, queryFn: () => api.call(casesEndpoints.listCaseImages) });
}

/**
 * Downloads the business submission pack, reporting the bytes received as the zip streams in (the server
 * builds it on the fly, so its length is not known up front).
 */
export function downloadBusinessPack(caseId: string, onBytes: (received: number) => void, client: ApiClient = api): Promise<string> {
  return downloadFile(endpoints.downloadBusinessPack, { params: { id: caseId }, onBytes, client });
}

/** An editable PDF's form as last saved, and whether the reader may fill it now. */
export function usePdfForm(document: CaseDocument, isEnabled: boolean) {
  return useQuery({
    queryKey: [...caseKey(document.case_id), 'documents', document.id, 'form'],
    queryFn: () => api.call(endpoints.getPdfForm, { params: { id: document.case_id, documentId: document.id } }),
    enabled: isEnabled,
    staleTime: 0,
  });
}
