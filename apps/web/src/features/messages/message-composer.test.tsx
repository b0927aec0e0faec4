import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import {
  clientMessagesUrl,
  fileOf,
  messageOf,
  pageOf,
  refusal,
  renderMessages,
  stubServer,
  stubUploads,
  userOf,
} from './messages.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const client = userOf('client');
const tooLarge = 'Attachments greater than 10MB in total cannot be sent.';

function choose(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

async function openComposer() {
  renderMessages('/messages', client);
  return screen.findByRole('form', { name: 'Write to the practice' });
}

const chosenNames = () => {
  const list = screen.queryByRole('list', { name: 'Files to send' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\d.*$/u, '').trim())
    : [];
};

describe('the composer', () => {
  it('takes the last file off again when the files pass 10 MB in total, and says so beside the field', async () => {
    stubServer({ [`GET ${clientMessagesUrl}`]: () => pageOf([]) });
    const uploaded = stubUploads();
    const form = await openComposer();

    choose(fileOf('Payslip.pdf', 6), fileOf('Statement.pdf', 5));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', tooLarge);
    expect(chosenNames()).toEqual(['Payslip.pdf']);

    choose(fileOf('Letter.pdf', 3));
    await waitFor(() => expect(within(form).queryByText(tooLarge)).toBeNull());
    expect(chosenNames()).toEqual(['Payslip.pdf', 'Letter.pdf']);

    choose(fileOf('Will.pdf', 1.5));
    expect(await within(form).findByText(tooLarge)).toBeTruthy();
    expect(chosenNames()).toEqual(['Payslip.pdf', 'Letter.pdf']);
    await waitFor(() => expect(uploaded.map((file) => file.name)).toEqual(['Payslip.pdf', 'Letter.pdf']));
  });

  it('sends nothing without words or a file, then sends the words and the uploaded files, with the toast', async () => {
    const sent = stubServer({
      [`GET ${clientMessagesUrl}`]: () => pageOf([]),
      [`POST ${clientMessagesUrl}`]: () => json(201, { data: { ...messageOf({ is_own: true }), message: 'Message sent' } }),
    });
    stubUploads();
    const form = await openComposer();
    expect(within(form).queryByLabelText('Category')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Write a message or attach a file.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    choose(fileOf('Payslip.pdf', 1));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ body: '', category: 'general', links: [] });
    expect(post?.body?.files).toHaveLength(1);
    await waitFor(() => expect(chosenNames()).toEqual([]));
  });

  it('shows the server’s refusal beside the field it names', async () => {
    stubServer({
      [`GET ${clientMessagesUrl}`]: () => pageOf([]),
      [`POST ${clientMessagesUrl}`]: () => refusal(400, 'A message can be at most 10,000 characters long.', '/body'),
    });
    const form = await openComposer();
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    const field = within(form).getByLabelText('Message');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('A message can be at most 10,000 characters long.')).toBeTruthy();
  });
});
