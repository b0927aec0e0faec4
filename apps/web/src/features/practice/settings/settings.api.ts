import type {
  ClientDashboard,
  FaqSettings,
  PracticeFile,
  PracticeFilePurpose,
  PracticeSettings,
  PracticeSettingsResponse,
  PracticeSettingsSection,
  Service,
  ServiceBody,
} from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { practiceQueryKey } from '../practice.api.ts';

export const settingsQueryKey = ['practice-settings'] as const;
export const servicesQueryKey = ['services-and-charges'] as const;

export function usePracticeSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: async () => (await api.get<{ data: PracticeSettingsResponse }>('/practice-settings')).data,
  });
}

/** Saves one sub-page. Silent: its form shows the errors. */
export function updateSection<S extends PracticeSettingsSection>(section: S, value: PracticeSettings[S]) {
  return api.patch<{ data: PracticeSettings }>(`/practice-settings/${section}`, value, { silent: true });
}

/** What a settings change reloads: the whole site re-themes at once because the public practice is read again. */
export const settingsChangeKeys = [settingsQueryKey, practiceQueryKey] as const;

export async function uploadPracticeFile(
  purpose: PracticeFilePurpose,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PracticeFile> {
  const form = new FormData();
  form.append('file', file);
  const response = await api.upload<{ data: PracticeFile }>(`/practice-settings/files/${purpose}`, form, { onProgress, silent: true });
  return response.data.data;
}

export async function removePracticeFile(id: string): Promise<void> {
  await api.delete<void>(`/practice-settings/files/${id}`);
}

export function useServices() {
  return useQuery({
    queryKey: servicesQueryKey,
    queryFn: async () => (await api.get<{ data: Service[] }>('/services-and-charges')).data,
  });
}

export function useService(id: string | undefined) {
  return useQuery({
    queryKey: [...servicesQueryKey, id],
    enabled: Boolean(id),
    queryFn: async () => (await api.get<{ data: Service }>(`/services-and-charges/${id}`)).data,
  });
}

export async function saveService(id: string | null, body: ServiceBody): Promise<Service> {
  const response = id
    ? await api.patch<{ data: Service }>(`/services-and-charges/${id}`, body, { silent: true })
    : await api.post<{ data: Service }>('/services-and-charges', body, { silent: true });
  return response.data;
}

export function removeService(id: string) {
  return api.delete(`/services-and-charges/${id}`);
}

export function useClientDashboard(isEnabled: boolean) {
  return useQuery({
    queryKey: ['client-dashboard'],
    enabled: isEnabled,
    queryFn: async () => (await api.get<{ data: ClientDashboard }>('/client-dashboard')).data,
  });
}

export function useFaq(isEnabled: boolean) {
  return useQuery({
    queryKey: ['faq'],
    enabled: isEnabled,
    queryFn: async () => (await api.get<{ data: FaqSettings }>('/faq')).data,
  });
}

export type PracticeSummary = { id: string; name: string; hosts: string[] };

export function usePractices() {
  return useQuery({
    queryKey: ['practices'],
    queryFn: async () => (await api.get<{ data: PracticeSummary[] }>('/practices')).data,
  });
}

export function useFeatureFlags(practiceId: string | undefined) {
  return useQuery({
    queryKey: ['practices', practiceId, 'feature-flags'],
    enabled: Boolean(practiceId),
    queryFn: async () =>
      (await api.get<{ data: { name: string; flags: Record<string, boolean> } }>(`/practices/${practiceId}/feature-flags`)).data,
  });
}

export async function setFeatureFlag(practiceId: string, flag: string, isOn: boolean): Promise<void> {
  await api.put(`/practices/${practiceId}/feature-flags`, { [flag]: isOn });
}
