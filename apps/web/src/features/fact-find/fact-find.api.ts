import {
  type BodyIn,
  type CaseFactFindView,
  factFindEndpoints as endpoints,
  type FactFindDocument,
  type FactFindSlug,
  type FactFindView,
  factFindHomeEndpoints,
} from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { isApiError } from '../../lib/api-error.ts';
import { downloadFile } from '../../lib/download.ts';
import { caseKey } from '../cases/cases.api.ts';

/**
 * Where a fact find is read and saved: a client's own address (the client's area and the adviser's client
 * page), or a case's (its Online Advice Request's fact-find section, which the save also marks complete).
 */
export type FactFindSource = { kind: 'client'; clientId: string } | { kind: 'case'; caseId: string };

/** A fact find as either address answers it; only a case's carries the case and its section's completion. */
export type LoadedFactFind = FactFindView & Partial<Pick<CaseFactFindView, 'case_id' | 'case_section_complete'>>;

export const factFindKey = ['fact-find'] as const;
export const factFindViewKey = (source: FactFindSource) =>
  [...factFindKey, source.kind, source.kind === 'client' ? source.clientId : source.caseId] as const;

/** The fact find with its sections' states, and for staff their review's change list and the guidance. Errors are the page's to show. */
export function useFactFind(source: FactFindSource, isEnabled = true) {
  return useQuery<LoadedFactFind>({
    queryKey: factFindViewKey(source),
    queryFn: () =>
      source.kind === 'client'
        ? api.call(endpoints.getFactFind, { params: { id: source.clientId }, silent: true })
        : api.call(endpoints.getCaseFactFind, { params: { id: source.caseId }, silent: true }),
    enabled: isEnabled,
  });
}

type SaveBody = BodyIn<typeof endpoints.saveFactFindSection>;

/** Saves one section (silently: the page puts refusals beside the fields); a case's save also answers its section's completion. */
export function saveFactFindSection(source: FactFindSource, slug: FactFindSlug, body: SaveBody) {
  return source.kind === 'client'
    ? api.call(endpoints.saveFactFindSection, { params: { id: source.clientId, section: slug }, body, silent: true })
    : api.call(endpoints.saveCaseFactFindSection, { params: { id: source.caseId, section: slug }, body, silent: true });
}

/** What a save changes besides the fact find itself: a case's overview shows its fact-find section's completion. */
export function keysChangedBySave(source: FactFindSource) {
  return source.kind === 'case' ? [factFindKey, caseKey(source.caseId)] : [factFindKey];
}

export function reviewFactFind(clientId: string) {
  return api.call(endpoints.reviewFactFind, { params: { id: clientId } });
}

export const factFindVersionsPerPage = 10;

/** Who saved which section when, newest first. */
export function useFactFindVersions(clientId: string, page: number) {
  return useQuery({
    queryKey: [...factFindKey, 'versions', clientId, page],
    queryFn: () => api.page(endpoints.listFactFindVersions, page, factFindVersionsPerPage, { params: { id: clientId } }),
    placeholderData: keepPreviousData,
  });
}

/** The documents section holds at most `factFindDocumentsMax` (50) files, so one page lists them all. */
export function useFactFindDocuments(clientId: string) {
  return useQuery({
    queryKey: [...factFindKey, 'documents', clientId],
    queryFn: () => api.page(endpoints.listFactFindDocuments, 1, 50, { params: { id: clientId }, silent: true }),
  });
}

export const factFindDocumentCalls = {
  upload: (clientId: string, field: string, file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append(field, file, file.name);
    return api.send(endpoints.uploadFactFindDocument, form, { params: { id: clientId }, onProgress, silent: true });
  },
  download: (clientId: string, document: Pick<FactFindDocument, 'id'>) =>
    downloadFile(endpoints.downloadFactFindDocument, { params: { id: clientId, documentId: document.id } }),
  remove: (clientId: string, document: Pick<FactFindDocument, 'id'>) =>
    api.call(endpoints.removeFactFindDocument, { params: { id: clientId, documentId: document.id }, silent: true }),
};

/**
 * The words for a failed call: the server's own reasons for a refusal (4xx), else the spec's text for
 * this kind of failure ("Something went wrong, form data was not saved"), since a lost connection or a
 * server error has no reason a person can act on.
 */
export function failureDetails(error: unknown, fallback: string): string[] {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.errors.length > 0) return error.details;
  return [fallback];
}

/**
 * The fact finds with saves the viewer has not reviewed: the count and the first few. Under the fact
 * find's key, so a save or a review anywhere in the app reloads it.
 */
export function useFactFindsToReview(count: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...factFindKey, 'to-review', count],
    queryFn: () => api.page(factFindHomeEndpoints.listFactFindsToReview, 1, count, { silent: true }),
    enabled: isEnabled,
    // A home is visited to see what waits now: read it afresh each time it is shown.
    staleTime: 0,
  });
}
