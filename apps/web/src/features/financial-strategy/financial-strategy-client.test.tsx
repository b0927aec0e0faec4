import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import {
  clientId,
  documentUrl,
  listUrl,
  page,
  pdfDocument,
  renderStrategies,
  strategyId,
  strategyOf,
  stubServer,
  theClient,
  userOf,
  withFeature,
} from './financial-strategy.test-server.tsx';

vi.mock('../../ui/pdf-viewer/pdf-viewer.tsx', () => ({
  PdfViewer: ({ url, title, onLoad }: { url: string; title: string; onLoad?: (info: { pageCount: number }) => void }) => (
    <button type="button" onClick={() => onLoad?.({ pageCount: 1 })}>{`PDF viewer: ${title} at ${url}`}</button>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const shared = strategyOf({ status: 'shared', document: pdfDocument, shared_at: '2026-03-04T10:00:00.000Z' });
const oneUrl = `${listUrl}/${strategyId}`;

describe('the client’s financial strategy pages', () => {
  it('an empty list says the adviser will share the strategy here', async () => {
    stubServer({ [`GET ${listUrl}`]: () => page([]) });
    renderStrategies('/financial-strategy', theClient);
    expect(await screen.findByRole('heading', { name: 'Nothing shared with you yet' })).toBeTruthy();
    expect(screen.getByText('Your adviser will share your financial strategy here.')).toBeTruthy();
  });

  it('lists what was shared, newest first, marking what they have not opened yet', async () => {
    stubServer({
      [`GET ${listUrl}`]: () =>
        page([
          shared,
          strategyOf({
            id: 'c1d2e3f4-0000-4000-8000-000000000001',
            title: 'School fees',
            status: 'shared',
            shared_at: '2026-02-01T10:00:00.000Z',
            opened_at: '2026-02-02T10:00:00.000Z',
          }),
        ]),
    });
    renderStrategies('/financial-strategy', theClient);
    const link = await screen.findByRole('link', { name: 'Retirement plan' });
    expect(link.getAttribute('href')).toBe(`/financial-strategy/${strategyId}`);
    expect(link.closest('li')?.textContent).toContain('New');
    expect(screen.getByRole('link', { name: 'School fees' }).closest('li')?.textContent).not.toContain('New');
  });

  it('an opened strategy shows its summary and its PDF in the app’s viewer; once it has loaded the list reads it again', async () => {
    const sent = stubServer({ [`GET ${oneUrl}`]: () => json(200, { data: shared }), [`GET ${listUrl}`]: () => page([shared]) });
    renderStrategies(`/financial-strategy/${strategyId}`, theClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Retirement plan' })).toBeTruthy();
    expect(screen.getByText('Shared on March 4, 2026')).toBeTruthy();
    expect(screen.getByText('Drawing down from 60, keeping two years of spending in cash.')).toBeTruthy();
    const viewer = await screen.findByRole('button', { name: `PDF viewer: Retirement plan at ${documentUrl}` });
    const reads = () => sent.filter((request) => request.url.startsWith(oneUrl) && request.method === 'GET').length;
    const before = reads();
    fireEvent.click(viewer);
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('a document that is not a PDF is offered as a download', async () => {
    const word = {
      ...pdfDocument,
      file_name: 'plan.docx',
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    stubServer({ [`GET ${oneUrl}`]: () => json(200, { data: { ...shared, document: word } }) });
    renderStrategies(`/financial-strategy/${strategyId}`, theClient);
    expect(await screen.findByRole('button', { name: 'Download plan.docx' })).toBeTruthy();
    expect(screen.queryByText(/PDF viewer/u)).toBeNull();
  });

  it('a strategy that is not shared with them is the not-found page', async () => {
    stubServer({
      [`GET ${oneUrl}`]: () =>
        json(404, {
          errors: [{ status: '404', code: 'resource.not_found', title: 'Not found', detail: 'This financial strategy does not exist.' }],
        }),
    });
    renderStrategies(`/financial-strategy/${strategyId}`, theClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('is the not-found page while the practice has the feature off', async () => {
    stubServer({ [`GET ${listUrl}`]: () => page([shared]) });
    renderStrategies('/financial-strategy', theClient, withFeature([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('staff have no page of their own at /financial-strategy', async () => {
    stubServer({});
    renderStrategies('/financial-strategy', userOf('adviser'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('the client following a staff address of their own strategies lands on theirs', async () => {
    stubServer({ [`GET ${listUrl}`]: () => page([]) });
    const router = renderStrategies(`/clients/${clientId}/financial-strategy`, theClient);
    await waitFor(() => expect(router.state.location.pathname).toBe('/financial-strategy'));
  });
});
