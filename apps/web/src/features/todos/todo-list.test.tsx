import type { Todo } from '@advice/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientActionsSeenBy, clientDetailOf, json } from '../../test/harness.tsx';
import { dispatchAreaEvent } from '../shell/realtime.ts';
import { todosNavItems } from './todos.nav.tsx';
import { clientId, listUrl, practiceWith, renderTodos, stubServer, todoId, todoOf, userOf } from './todos.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const client = userOf('client');
const adviser = userOf('adviser');
const list = () => screen.findByRole('list', { name: 'To-dos, open first by due date' });
const saved = (todo: Todo, message: string) => json(200, { data: { ...todo, message } });

describe('the client’s own to-do list', () => {
  it('adds a to-do through the form, says “To-do created” and shows it', async () => {
    let todos: Todo[] = [];
    const sent = stubServer(() => todos, {
      [`POST ${listUrl}`]: (request) => {
        todos = [todoOf({ title: String(request.body?.title), notes: '', due_on: null })];
        return json(201, { data: { ...todos[0], message: 'To-do created' } });
      },
    });
    renderTodos('/todos', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your to-do list' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Nothing to do yet' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a to-do' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a to-do' });
    fireEvent.change(within(dialog).getByLabelText(/What needs doing/u), { target: { value: 'Book the review meeting' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to-do' }));

    expect(await screen.findByText('To-do created')).toBeTruthy();
    expect(within(await list()).getByText('Book the review meeting')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ title: 'Book the review meeting', notes: '', due_on: null });
  });

  it('shows the shared rules’ errors beside their fields before sending anything', async () => {
    const sent = stubServer(() => []);
    renderTodos('/todos', client);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a to-do' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a to-do' });
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to-do' }));
    const title = within(dialog).getByLabelText(/What needs doing/u);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The due date cannot be in the past')).toBeTruthy();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('completes a to-do with its box, and deletes one after asking, each with its toast', async () => {
    let todos = [todoOf()];
    const sent = stubServer(() => todos, {
      [`PATCH ${listUrl}/${todoId}`]: (request) => {
        todos = [todoOf({ completed: Boolean(request.body?.completed), completed_at: '2026-03-03T10:00:00.000Z' })];
        return saved(todos[0] as Todo, 'To-do updated');
      },
      [`DELETE ${listUrl}/${todoId}`]: () => {
        todos = [];
        return json(200, { data: { message: 'To-do deleted' } });
      },
    });
    renderTodos('/todos', client);
    const item = within(await list())
      .getByText('Send your payslips')
      .closest('li') as HTMLElement;
    expect(within(item).getByText('Due May 1, 2099')).toBeTruthy();
    expect(within(item).getByText('Added by Priya Shah')).toBeTruthy();

    fireEvent.click(within(item).getByRole('checkbox', { name: 'Mark “Send your payslips” as done' }));
    expect(await screen.findByText('To-do updated')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ completed: true });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Mark “Send your payslips” as done' }) as HTMLInputElement).checked).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Send your payslips”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this to-do?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete to-do' }));
    expect(await screen.findByText('To-do deleted')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Nothing to do yet' })).toBeTruthy();
  });

  it('hides the completed to-dos when asked, and remembers it in this browser', async () => {
    const todos = [todoOf(), todoOf({ id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', title: 'Sign the form', completed: true })];
    const sent = stubServer(() => todos);
    const first = renderTodos('/todos', client);
    expect(within(await list()).getByText('Sign the form')).toBeTruthy();
    const toggle = screen.getByRole('checkbox', { name: 'Show completed to-dos' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByText('Sign the form')).toBeNull());
    expect(sent.at(-1)?.url).toContain('status=open');
    expect(window.localStorage.getItem('todos.showCompleted')).toBe('false');

    // A later visit starts with them hidden.
    first.unmount();
    renderTodos('/todos', client);
    expect(within(await list()).getByText('Send your payslips')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Show completed to-dos' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText('Sign the form')).toBeNull();
  });

  it('reads the list again when the other side changes it', async () => {
    let todos: Todo[] = [];
    stubServer(() => todos);
    renderTodos('/todos', client);
    expect(await screen.findByRole('heading', { name: 'Nothing to do yet' })).toBeTruthy();
    todos = [todoOf()];
    act(() => dispatchAreaEvent({ type: 'todos.changed', clientId: 'someone-else' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Send your payslips')).toBeNull();
    act(() => dispatchAreaEvent({ type: 'todos.changed', clientId }));
    expect(within(await list()).getByText('Send your payslips')).toBeTruthy();
  });

  it('is the not-found page while the practice has to-dos off, and has its sidebar link only while on', async () => {
    stubServer(() => []);
    renderTodos('/todos', client, practiceWith([]));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(todosNavItems(client, practiceWith([]))).toEqual([]);
    expect(todosNavItems(adviser, practiceWith(['todos']))).toEqual([]);
    expect(todosNavItems(client, practiceWith(['todos'])).map((item) => item.to)).toEqual(['/todos']);
  });
});

describe('a client’s to-do list for staff', () => {
  const detail = (status: 'active' | 'deactivated') =>
    clientDetailOf({
      id: clientId,
      first_name: 'Olivia',
      last_name: 'Hart',
      status,
      actions: clientActionsSeenBy(adviser, { relation: 'own', rights: [], can_remove_clients: false }, status),
    });

  it('opens under the client with the same list', async () => {
    stubServer(() => [todoOf()], { [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: detail('active') }) });
    renderTodos(`/clients/${clientId}/todos`, adviser);
    expect(await screen.findByRole('heading', { level: 1, name: 'To-do list' })).toBeTruthy();
    expect(screen.getByText(/What Olivia Hart and the practice agreed to do/u)).toBeTruthy();
    expect(within(await list()).getByRole('button', { name: 'Edit “Send your payslips”' })).toBeTruthy();
  });

  it('only shows a deactivated client’s list', async () => {
    stubServer(() => [todoOf()], { [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: detail('deactivated') }) });
    renderTodos(`/clients/${clientId}/todos`, adviser);
    const items = await list();
    expect(screen.getByText(/can be read but not changed/u)).toBeTruthy();
    expect(within(items).queryByRole('button', { name: /^Edit/u })).toBeNull();
    expect((within(items).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add a to-do' })).toBeNull();
  });

  it('sends the client to their own list', async () => {
    stubServer(() => []);
    const { router } = renderTodos(`/clients/${clientId}/todos`, client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/todos'));
  });
});
