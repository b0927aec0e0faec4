import type { CurrentUser, OverdueTodo } from '@advice/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/harness.tsx';
import { clientId, page, practiceWith, stubServer, todoId, userOf } from './todos.test-server.tsx';
import { todosHomePanels } from './todos-home-panels.tsx';

afterEach(() => vi.unstubAllGlobals());

const overdueUrl = '/api/v1/todos/overdue';
const overdue = (overrides: Partial<OverdueTodo> = {}): OverdueTodo => ({
  id: todoId,
  title: 'Send your payslips',
  due_on: '2026-03-02',
  client: { id: clientId, first_name: 'Olivia', last_name: 'Hart' },
  ...overrides,
});

function renderPanels(user: CurrentUser, features = ['todos']) {
  const practice = practiceWith(features);
  const shown = todosHomePanels.filter((panel) => panel.isShown(user, practice));
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            {shown.map(({ key, Component }) => (
              <Component key={key} user={user} />
            ))}
          </>
        ),
      },
    ],
    '/',
    { user, practice },
  );
  return shown.map((panel) => panel.key);
}

describe('the homes’ overdue to-dos', () => {
  it('the client’s lists what is overdue on their list, most overdue first, leading to it', async () => {
    const sent = stubServer(() => [], { [`GET ${overdueUrl}`]: () => page([overdue()]) });
    expect(renderPanels(userOf('client'))).toEqual(['todos-overdue-own']);
    expect(await screen.findByRole('heading', { name: 'Overdue to-dos' })).toBeTruthy();
    expect(screen.getByText('1 to-do on your list is overdue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send your payslips' }).getAttribute('href')).toBe('/todos');
    expect(screen.getByText('Was due March 2, 2026')).toBeTruthy();
    expect(sent[0]?.url).toBe(`${overdueUrl}?page=1&per_page=3`);
  });

  it('staff see their clients’ overdue to-dos, each leading to that client’s list', async () => {
    stubServer(() => [], { [`GET ${overdueUrl}`]: () => page([overdue(), overdue({ id: 'b2', title: 'Sign the form' })]) });
    expect(renderPanels(userOf('adviser'))).toEqual(['todos-overdue-clients']);
    expect(await screen.findByText('2 to-dos on your clients’ lists are overdue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign the form' }).getAttribute('href')).toBe(`/clients/${clientId}/todos`);
    expect(screen.getAllByText('Olivia Hart, was due March 2, 2026')).toHaveLength(2);
  });

  it('no panel while the feature is off, and none while nothing is overdue', async () => {
    expect(renderPanels(userOf('client'), [])).toEqual([]);
    expect(renderPanels(userOf('adviser'), [])).toEqual([]);
    stubServer(() => [], { [`GET ${overdueUrl}`]: () => page([]) });
    renderPanels(userOf('client'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Overdue to-dos' })).toBeNull();
  });
});
