import {
  type BatchPacksBody,
  type BatchPacksResult,
  type BatchUpload,
  caseDocumentsEndpoints,
  casesEndpoints as endpoints,
} from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { api } from '../../../lib/api.ts';
import { type ApiMutationOptions, useApiMutation } from '../../../lib/mutation.ts';
import { casesKey } from '../cases.api.ts';

export type BatchPackType = 'document_pack_case' | 'recommendation_pack_case';

const batchEndpoints = {
  document_pack_case: endpoints.createDocumentPacks,
  recommendation_pack_case: endpoints.createRecommendationPacks,
} as const satisfies Record<BatchPackType, unknown>;

/** The most recent cases the staff member sees, to take documents from. */
export function useSourceCases() {
  return useQuery({
    queryKey: [...casesKey, 'batch-sources'],
    queryFn: async () => (await api.page(endpoints.listCases, 1, 100)).items,
  });
}

export function useSourceDocuments(caseId: string) {
  return useQuery({
    queryKey: [...casesKey, 'one', caseId, 'documents'],
    enabled: caseId !== '',
    queryFn: async () => (await api.page(caseDocumentsEndpoints.listCaseDocuments, 1, 100, { params: { id: caseId } })).items,
  });
}

/** Creates the packs; the page shows a refusal of the whole request itself, beside the part it names. */
export function useCreatePacks<TForm extends FieldValues>(
  type: BatchPackType,
  options: Pick<ApiMutationOptions<BatchPacksBody, BatchPacksResult, TForm>, 'form' | 'onErrorDetails'>,
) {
  return useApiMutation((body: BatchPacksBody) => api.call(batchEndpoints[type], { body, silent: true }), {
    ...options,
    success: false,
    invalidates: [casesKey],
  });
}

/** Stages a new file for the packs (its errors show beside the file chooser, so the call is silent). */
export function stageBatchUpload(file: File, onProgress: (fraction: number) => void): Promise<BatchUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.send(endpoints.stageBatchUpload, form, { onProgress, silent: true });
}
