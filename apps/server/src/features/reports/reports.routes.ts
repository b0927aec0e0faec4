import { reportsEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { actorOf } from '../../http/request-info.ts';
import { monthlyActivityCsv, reportFileNames, usageReportCsv } from './reports.documents.ts';
import {
  getMetaDashboard,
  getMonthlyActivity,
  getPracticeStatistics,
  getUsageReport,
  monthlyActivityPdf,
  usageReportPdf,
} from './reports.service.ts';

const sendCsv = (reply: FastifyReply, fileName: string, body: string) =>
  sendDownload(reply, { body, contentType: 'text/csv; charset=utf-8', fileName });
const sendPdf = (reply: FastifyReply, fileName: string, body: Buffer) =>
  sendDownload(reply, { body, contentType: 'application/pdf', fileName });

/** The director's statistics, monthly activity and usage reports, and the headline figures of their home. */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getPracticeStatistics, (request) => getPracticeStatistics(runtime, actorOf(request), request.query));
  serve(app, endpoints.getMonthlyActivity, (request) => getMonthlyActivity(runtime, actorOf(request), request.query));
  serve(app, endpoints.downloadMonthlyActivityCsv, async (request, reply) => {
    const report = await getMonthlyActivity(runtime, actorOf(request), request.query);
    return sendCsv(reply, reportFileNames.monthlyCsv(report), monthlyActivityCsv(report));
  });
  serve(app, endpoints.downloadMonthlyActivityPdf, async (request, reply) =>
    sendPdf(reply, reportFileNames.monthlyPdf(request.query), await monthlyActivityPdf(runtime, actorOf(request), request.query)),
  );
  serve(app, endpoints.getUsageReport, (request) => getUsageReport(runtime, actorOf(request), request.query));
  serve(app, endpoints.downloadUsageReportCsv, async (request, reply) => {
    const report = await getUsageReport(runtime, actorOf(request), request.query);
    return sendCsv(reply, reportFileNames.usageCsv(report), usageReportCsv(report));
  });
  serve(app, endpoints.downloadUsageReportPdf, async (request, reply) =>
    sendPdf(reply, reportFileNames.usagePdf(request.query), await usageReportPdf(runtime, actorOf(request), request.query)),
  );
  serve(app, endpoints.getMetaDashboard, (request) => getMetaDashboard(runtime, actorOf(request)));
}
