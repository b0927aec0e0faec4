import {
  type AgendaTemplateBody,
  practiceResourcesEndpoints as endpoints,
  type FaqSectionBody,
  type ServiceCharterBody,
} from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const agendaTemplatesQueryKey = ['agenda-templates'] as const;
export const serviceChartersQueryKey = ['service-charters'] as const;
export const faqQueryKey = ['faq'] as const;

export function useAgendaTemplates() {
  return useQuery({ queryKey: agendaTemplatesQueryKey, queryFn: () => api.call(endpoints.listAgendaTemplates) });
}

export function useAgendaTemplate(id: string | undefined) {
  return useQuery({
    queryKey: [...agendaTemplatesQueryKey, id],
    enabled: Boolean(id),
    queryFn: () => api.call(endpoints.getAgendaTemplate, { params: { id: id as string } }),
  });
}

/** Silent: the form shows a refusal beside its field. */
export function saveAgendaTemplate(id: string | null, body: AgendaTemplateBody) {
  return id
    ? api.call(endpoints.updateAgendaTemplate, { params: { id }, body, silent: true })
    : api.call(endpoints.createAgendaTemplate, { body, silent: true });
}

export function removeAgendaTemplate(id: string) {
  return api.call(endpoints.deleteAgendaTemplate, { params: { id } });
}

export function useServiceCharters() {
  return useQuery({ queryKey: serviceChartersQueryKey, queryFn: () => api.call(endpoints.listServiceCharters) });
}

export function saveServiceCharter(id: string | null, body: ServiceCharterBody) {
  return id
    ? api.call(endpoints.updateServiceCharter, { params: { id }, body, silent: true })
    : api.call(endpoints.createServiceCharter, { body, silent: true });
}

export function removeServiceCharter(id: string) {
  return api.call(endpoints.deleteServiceCharter, { params: { id } });
}

export function useFaq(isEnabled: boolean) {
  return useQuery({ queryKey: faqQueryKey, enabled: isEnabled, queryFn: () => api.call(endpoints.listFaqSections) });
}

export function saveFaqSection(id: string | null, body: FaqSectionBody) {
  return id
    ? api.call(endpoints.updateFaqSection, { params: { id }, body, silent: true })
    : api.call(endpoints.createFaqSection, { body, silent: true });
}

export function removeFaqSection(id: string) {
  return api.call(endpoints.deleteFaqSection, { params: { id } });
}
