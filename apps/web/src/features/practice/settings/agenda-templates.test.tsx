import { type AgendaTemplate, messages } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderArea, stubServer, userOf } from '../../../test/harness.tsx';
import { practiceSettingsRoutes } from './settings.area.tsx';

afterEach(() => vi.unstubAllGlobals());

const template: AgendaTemplate = {
  id: '7d0a3f2e-4b5c-4d6e-8f70-1a2b3c4d5e6f',
  kind: 'review',
  title: 'Review',
  template: 'Changes in your circumstances\nNext steps',
  active: true,
  position: 3,
  updated_at: '2026-11-20T09:00:00.000Z',
};

function errorBeside(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.getAttribute('role') === 'alert')
    .map((node) => node?.textContent)
    .join(' ');
}

describe('the agenda template pages', () => {
  it('lists the templates, shows the shared rule beside an emptied field, and saves an edit through /agenda-templates', async () => {
    const sent = stubServer({
      'GET /api/v1/agenda-templates': () => json(200, { data: [template, { ...template, id: 'x', title: 'Old one', active: false }] }),
      [`GET /api/v1/agenda-templates/${template.id}`]: () => json(200, { data: template }),
      [`PATCH /api/v1/agenda-templates/${template.id}`]: (request) => json(200, { data: { ...template, ...request.body } }),
    });
    renderArea(practiceSettingsRoutes, '/agenda-templates', { user: userOf('director') });
    const list = await screen.findByRole('list', { name: 'Agenda templates' });
    expect(list.textContent).toContain('Switched off');
    fireEvent.click(screen.getByRole('link', { name: 'Review' }));
    const text = await screen.findByRole('textbox', { name: /^Agenda/u });
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(template.template));
    fireEvent.change(text, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the template' }));
    await waitFor(() => expect(errorBeside(text)).toBe(messages['errors.required']));
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);

    fireEvent.change(text, { target: { value: 'Your goals\nNext steps' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Active/u }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the template' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PATCH')).toBe(true));
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({
      title: 'Review',
      template: 'Your goals\nNext steps',
      active: false,
    });
  });

  it('lets other staff read a template but not change it', async () => {
    stubServer({ [`GET /api/v1/agenda-templates/${template.id}`]: () => json(200, { data: template }) });
    renderArea(practiceSettingsRoutes, `/agenda-templates/${template.id}`, { user: userOf('adviser') });
    await screen.findByRole('heading', { name: 'Review', level: 1 });
    expect(screen.queryByRole('button', { name: 'Save the template' })).toBeNull();
  });
});
