import {
  practiceEndpoints as endpoints,
  type PracticeFilePurpose,
  type PracticeSettings,
  type PracticeSettingsSection,
  type ServiceBody,
} from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { practiceQueryKey } from '../practice.api.ts';

export const settingsQueryKey = ['practice-settings'] as const;
export const servicesQueryKey = ['services-and-charges'] as const;

export function usePracticeSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: () => api.call(endpoints.getSettings) });
}

/** Saves one sub-page. Silent: its form shows the errors. */
export function updateSection<S extends PracticeSettingsSection>(section: S, value: PracticeSettings[S]) {
  const endpoint: (typeof endpoints.updateSettings)[PracticeSettingsSection] = endpoints.updateSettings[section];
  return api.call(endpoint, { body: value, silent: true });
}

/** What a settings change reloads: the whole site re-themes at once because the public practice is read again. */
export const settingsChangeKeys = [settingsQueryKey, practiceQueryKey] as const;

export function uploadPracticeFile(purpose: PracticeFilePurpose, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return api.send(endpoints.uploadFile, form, { params: { purpose }, onProgress, silent: true });
}

export async function removePracticeFile(id: string): Promise<void> {
  await api.call(endpoints.removeFile, { params: { id } });
}

export function useServices() {
  return useQuery({ queryKey: servicesQueryKey, queryFn: () => api.call(endpoints.listServices) });
}

export function useService(id: string | undefined) {
  return useQuery({
    queryKey: [...servicesQueryKey, id],
    enabled: Boolean(id),
    queryFn: () => api.call(endpoints.getService, { params: { id: id as string } }),
  });
}

export function saveService(id: string | null, body: ServiceBody) {
  return id
    ? api.call(endpoints.updateService, { params: { id }, body, silent: true })
    : api.call(endpoints.createService, { body, silent: true });
}

export function removeService(id: string) {
  return api.call(endpoints.removeService, { params: { id } });
}

export function useClientDashboard(isEnabled: boolean) {
  return useQuery({ queryKey: ['client-dashboard'], enabled: isEnabled, queryFn: () => api.call(endpoints.getClientDashboard) });
}
