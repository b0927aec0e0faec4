import type { FinancialStrategy } from '@advice/domain';
import { areaTestServer, supportDialogs, userOf } from '../../test/harness.tsx';
import { financialStrategyRoutes } from './financial-strategy.area.tsx';

/** A scripted server and fixtures for the financial strategy pages' component tests. */

supportDialogs();

export const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
export const strategyId = '5b8e1d0c-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
export const listUrl = `/api/v1/clients/${clientId}/financial-strategies`;
export const documentUrl = `${listUrl}/${strategyId}/document`;

export const pdfDocument = {
  file_name: 'Retirement plan.pdf',
  content_type: 'application/pdf',
  size_bytes: 2_202_010,
  uploaded_at: '2026-03-02T10:00:00.000Z',
  download_url: documentUrl,
};

export function strategyOf(overrides: Partial<FinancialStrategy> = {}): FinancialStrategy {
  return {
    id: strategyId,
    client_id: clientId,
    title: 'Retirement plan',
    summary: 'Drawing down from 60, keeping two years of spending in cash.',
    status: 'draft',
    document: null,
    shared_at: null,
    shared_by: null,
    opened_at: null,
    created_by: { id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11', name: 'Priya Shah' },
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const area = areaTestServer({ clientId, routes: financialStrategyRoutes, features: ['financialStrategy'] });
/** The practice with the area's features on (or those given). */
export const withFeature = area.withFeatures;
export const { page, stubServer, clientSeenBy } = area;
/** Renders the area's routes at `path`; any other address is "Elsewhere". */
export const renderStrategies = area.render;

export const theClient = userOf('client', { id: clientId });
export { userOf };
