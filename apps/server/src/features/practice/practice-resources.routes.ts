import { practiceResourcesEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  createAgendaTemplate,
  deleteAgendaTemplate,
  getAgendaTemplate,
  listAgendaTemplates,
  updateAgendaTemplate,
} from './agenda-templates.service.ts';
import { createFaqSection, deleteFaqSection, getFaqSection, listFaqSections, updateFaqSection } from './faq.service.ts';
import {
  createServiceCharter,
  deleteServiceCharter,
  getServiceCharter,
  listServiceCharters,
  updateServiceCharter,
} from './service-charters.service.ts';

/** The practice's agenda templates, service charters and FAQ, each a resource of its own rows. */
export async function practiceResourcesRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listAgendaTemplates, (request) => listAgendaTemplates(runtime, actorOf(request)));
  serve(app, endpoints.getAgendaTemplate, (request) => getAgendaTemplate(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.createAgendaTemplate, (request) =>
    createAgendaTemplate(runtime, actorOf(request), request.body, requestInfo(request)),
  );
  serve(app, endpoints.updateAgendaTemplate, (request) =>
    updateAgendaTemplate(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.deleteAgendaTemplate, (request) =>
    deleteAgendaTemplate(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );

  serve(app, endpoints.listServiceCharters, (request) => listServiceCharters(runtime, actorOf(request)));
  serve(app, endpoints.getServiceCharter, (request) => getServiceCharter(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.createServiceCharter, (request) =>
    createServiceCharter(runtime, actorOf(request), request.body, requestInfo(request)),
  );
  serve(app, endpoints.updateServiceCharter, (request) =>
    updateServiceCharter(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.deleteServiceCharter, (request) =>
    deleteServiceCharter(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );

  serve(app, endpoints.listFaqSections, (request) => listFaqSections(runtime, actorOf(request)));
  serve(app, endpoints.getFaqSection, (request) => getFaqSection(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.createFaqSection, (request) => createFaqSection(runtime, actorOf(request), request.body, requestInfo(request)));
  serve(app, endpoints.updateFaqSection, (request) =>
    updateFaqSection(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.deleteFaqSection, (request) => deleteFaqSection(runtime, actorOf(request), request.params.id, requestInfo(request)));
}
