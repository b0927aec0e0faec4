import { answers, endpoint, messageSchema } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '../app/query-client.ts';
import { api } from './api.ts';
import { ApiError } from './api-error.ts';
import { useApiMutation } from './mutation.ts';

/** A change shaped like the contract's, answering the server's sentence. */
const saveThing = endpoint({
  method: 'PATCH',
  path: '/things/1',
  tag: 'things',
  access: { public: true },
  body: z.record(z.string(), z.unknown()),
  answer: answers.data(messageSchema.partial()),
});
const publishThing = endpoint({
  method: 'POST',
  path: '/things/1/publish',
  tag: 'things',
  access: { public: true },
  answer: answers.empty,
});
const signUp = endpoint({
  method: 'POST',
  path: '/sign-ups',
  tag: 'things',
  access: { public: true },
  body: z.object({ user: z.object({ email: z.string() }) }),
  answer: answers.empty,
});

type Answer = { status: number; body: unknown };

function answerWith(answer: Answer) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer.body), { status: answer.status }));
}

const errorOf = (detail: string, pointer?: string) => ({
  errors: [{ status: '422', code: 'validation.failed', title: 'Invalid', detail, ...(pointer ? { source: { pointer } } : {}) }],
});

function NameForm({ isSilent = false, success }: { isSilent?: boolean; success?: string }) {
  const { register, handleSubmit, setError, formState } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const save = useApiMutation((body: { name: string }) => api.call(saveThing, { body, silent: isSilent }), {
    success,
    invalidates: [['things']],
    form: { setError, fields: ['name'] },
  });
  return (
    <form onSubmit={handleSubmit(save.run)}>
      <label>
        Name
        <input {...register('name')} aria-describedby="name-error" />
      </label>
      {formState.errors.name ? <p id="name-error">{formState.errors.name.message}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

/** A dialog's form: errors that name no field go to its banner, where toasts would sit behind the backdrop. */
function NestedForm() {
  const { register, handleSubmit, setError, formState } = useForm<{ rows: { title: string }[] }>({
    defaultValues: { rows: [{ title: '' }] },
  });
  const [banner, setBanner] = useState<string[]>([]);
  const save = useApiMutation((body: object) => api.call(saveThing, { body: body as Record<string, unknown>, silent: true }), {
    form: { setError, fields: 'every' },
    onErrorDetails: setBanner,
  });
  return (
    <form onSubmit={handleSubmit(save.run)}>
      <label>
        Title
        <input {...register('rows.0.title')} />
      </label>
      {formState.errors.rows?.[0]?.title ? <p>{formState.errors.rows[0].title.message}</p> : null}
      {banner.length > 0 ? <div role="alert">{banner.join(' ')}</div> : null}
      <button type="submit">Save</button>
    </form>
  );
}

/** A page that explains a conflict in its own banner and leaves every other refusal to a toast. */
function ConflictAwareButton() {
  const [banner, setBanner] = useState('');
  const save = useApiMutation(() => api.call(publishThing, { silent: true }), {
    isShownByCaller: (error) => error instanceof ApiError && error.status === 409,
    onErrorDetails: (details) => setBanner(details.join(' ')),
  });
  return (
    <>
      <button type="button" onClick={() => void save.run()}>
        Publish
      </button>
      {banner ? <div role="alert">{banner}</div> : null}
    </>
  );
}

/** A form whose names are not the body's: the server points at `/user/email`, the form calls it `email`. */
function SignUpForm() {
  const { register, handleSubmit, setError, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const save = useApiMutation((body: { email: string }) => api.call(signUp, { body: { user: body }, silent: true }), {
    form: { setError, fields: ['email'], fieldOf: (pointer) => (pointer === '/user/email' ? 'email' : undefined) },
  });
  return (
    <form onSubmit={handleSubmit(save.run)}>
      <label>
        E-mail
        <input {...register('email')} aria-describedby="email-error" />
      </label>
      {formState.errors.email ? <p id="email-error">{formState.errors.email.message}</p> : null}
      <button type="submit">Sign up</button>
    </form>
  );
}

function renderForm(form: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['things'], ['old']);
  render(
    <QueryClientProvider client={queryClient}>
      {form}
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('useApiMutation', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie.
    document.cookie = 'csrf_token=token-123; path=/';
  });
  afterEach(() => vi.unstubAllGlobals());

  it("announces the server's message and reloads the given queries", async () => {
    answerWith({ status: 200, body: { data: { message: 'Your changes were saved.' } } });
    const queryClient = renderForm(<NameForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(['things'])?.isInvalidated).toBe(true));
  });

  it('announces the given text instead, when there is one', async () => {
    answerWith({ status: 200, body: {} });
    renderForm(<NameForm success="Saved." />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('shows an error beside the field its pointer names', async () => {
    answerWith({ status: 422, body: errorOf('That name is taken.', '/name') });
    renderForm(<NameForm isSilent />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-describedby')).toBe('name-error'));
    expect(await screen.findByText('That name is taken.')).toBeTruthy();
    expect(screen.queryAllByText('That name is taken.')).toHaveLength(1);
  });

  it('toasts an error that names no field, once, whether or not the API client already did', async () => {
    answerWith({ status: 422, body: errorOf('Something is off.') });
    renderForm(<NameForm isSilent />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something is off.')).toBeTruthy();

    answerWith({ status: 422, body: errorOf('Something else is off.') });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something else is off.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Something else is off.')).toHaveLength(1);
  });

  it('takes any field the server names when asked to, and hands the rest to the caller instead of a toast', async () => {
    answerWith({
      status: 422,
      body: { errors: [...errorOf('Give the row a title.', '/rows/0/title').errors, ...errorOf('The list is locked.').errors] },
    });
    renderForm(<NestedForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the row a title.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('The list is locked.');
    expect(screen.getAllByText('The list is locked.')).toHaveLength(1);
  });

  it('shows an error beside the form field its pointer is mapped to, and toasts the one mapped to none', async () => {
    answerWith({
      status: 422,
      body: {
        errors: [...errorOf('That e-mail is taken.', '/user/email').errors, ...errorOf('Too young.', '/client/date_of_birth').errors],
      },
    });
    renderForm(<SignUpForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByText('That e-mail is taken.')).id).toBe('email-error');
    expect(await screen.findByText('Too young.')).toBeTruthy();
    expect(screen.getAllByText('That e-mail is taken.')).toHaveLength(1);
    expect(screen.getAllByText('Too young.')).toHaveLength(1);
  });

  it('hands the caller only the failures it says it shows; the rest are toasted', async () => {
    answerWith({
      status: 409,
      body: { errors: [{ status: '409', code: 'resource.conflict', title: 'Conflict', detail: 'Someone else changed it.' }] },
    });
    renderForm(<ConflictAwareButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Someone else changed it.');

    answerWith({ status: 422, body: errorOf('Not ready to publish.') });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Not ready to publish.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Someone else changed it.');
  });
});
