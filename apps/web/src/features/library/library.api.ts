import {
  type BodyIn,
  brochureEndpoints,
  type LibraryItemFilter,
  type LibraryUpload,
  libraryEndpoints,
  practiceBrochureEndpoints,
} from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const libraryKey = ['library'] as const;

/** Items on one page of a list. */
export const itemsPerPage = 20;

/** One page of the practice's items: a client's still shown; staff's every one (or one filter's). */
export function useLibraryItems(page: number, filter?: LibraryItemFilter, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...libraryKey, 'items', filter ?? 'all', page],
    queryFn: () => api.page(libraryEndpoints.listLibraryItems, page, itemsPerPage, { query: filter ? { filter } : {}, silent: true }),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}

export function useLibraryItem(itemId: string) {
  return useQuery({
    queryKey: [...libraryKey, 'item', itemId],
    queryFn: () => api.call(libraryEndpoints.getLibraryItem, { params: { id: itemId }, silent: true }),
  });
}

/** The platform's brochures as the practice sees them: its staff every one with its choice, its clients the shown ones. */
export function usePracticeBrochures(isEnabled: boolean) {
  return useQuery({
    queryKey: [...libraryKey, 'practice-brochures'],
    queryFn: () => api.page(practiceBrochureEndpoints.listPracticeBrochures, 1, 100, { silent: true }),
    enabled: isEnabled,
  });
}

export function usePracticeBrochure(brochureId: string) {
  return useQuery({
    queryKey: [...libraryKey, 'practice-brochure', brochureId],
    queryFn: () => api.call(practiceBrochureEndpoints.getPracticeBrochure, { params: { id: brochureId }, silent: true }),
  });
}

/** The platform's brochures as its admins keep them. */
export function useBrochures() {
  return useQuery({
    queryKey: [...libraryKey, 'brochures'],
    queryFn: () => api.page(brochureEndpoints.listBrochures, 1, 100, { silent: true }),
  });
}

export function useBrochure(brochureId: string) {
  return useQuery({
    queryKey: [...libraryKey, 'brochure', brochureId],
    queryFn: () => api.call(brochureEndpoints.getBrochure, { params: { id: brochureId }, silent: true }),
  });
}

export type LibraryItemInput = BodyIn<typeof libraryEndpoints.createLibraryItem>;
export type BrochureInput = BodyIn<typeof brochureEndpoints.createBrochure>;

function uploadOf(endpoint: typeof libraryEndpoints.uploadLibraryPdf | typeof brochureEndpoints.uploadBrochurePdf) {
  return (file: File): Promise<LibraryUpload> => {
    const form = new FormData();
    form.append('file', file);
    return api.send(endpoint, form, { silent: true });
  };
}

/** The calls that change the library; the forms show their refusals themselves (silent). */
export const libraryCalls = {
  create: (body: LibraryItemInput) => api.call(libraryEndpoints.createLibraryItem, { body, silent: true }),
  update: (itemId: string, body: LibraryItemInput) =>
    api.call(libraryEndpoints.updateLibraryItem, { params: { id: itemId }, body, silent: true }),
  remove: (itemId: string) => api.call(libraryEndpoints.deleteLibraryItem, { params: { id: itemId }, silent: true }),
  upload: uploadOf(libraryEndpoints.uploadLibraryPdf),
  choose: (brochureId: string, shown: boolean) =>
    api.call(practiceBrochureEndpoints.choosePracticeBrochure, { params: { id: brochureId }, body: { shown }, silent: true }),
};

export const brochureCalls = {
  create: (body: BrochureInput) => api.call(brochureEndpoints.createBrochure, { body, silent: true }),
  update: (brochureId: string, body: BrochureInput) =>
    api.call(brochureEndpoints.updateBrochure, { params: { id: brochureId }, body, silent: true }),
  remove: (brochureId: string) => api.call(brochureEndpoints.deleteBrochure, { params: { id: brochureId }, silent: true }),
  upload: uploadOf(brochureEndpoints.uploadBrochurePdf),
};
