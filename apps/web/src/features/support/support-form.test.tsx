import { supportMessages as say } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderArea, stubServer, stubUploadTransport, userOf } from '../../test/harness.tsx';
import { supportRoutes } from './support.area.tsx';

afterEach(() => vi.unstubAllGlobals());

const client = userOf('client', { first_name: 'Charlotte', last_name: 'Hughes', email: 'charlotte@example.test' });
const practice = practiceOf({ name: 'Harbour Wealth' });
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`, 'u') });
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`, 'u') });
const dateField = () => screen.getByLabelText(/^Date of occurrence/u);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
const inputOf = (purpose: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[data-purpose="${purpose}"]`);
  if (!input) throw new Error(`no file input ${purpose}`);
  return input;
};
const choose = (purpose: string, files: File[]) => fireEvent.change(inputOf(purpose), { target: { files } });
const png = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** The message shown beside a field: its error, which the field names among what describes it. */
function errorBeside(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.getAttribute('role') === 'alert')
    .map((node) => node?.textContent)
    .join(' ');
}

async function openForm() {
  renderArea(supportRoutes, '/technical-support-form?from=%2Ffact-find', { user: client, practice });
  await screen.findByRole('heading', { name: 'Technical support', level: 1 });
}

function fillProblem() {
  fireEvent.change(select('Area of use'), { target: { value: 'fact_find' } });
  fireEvent.change(textbox('Title'), { target: { value: 'The fact find will not save' } });
  fireEvent.change(textbox('Overview'), { target: { value: 'I press Save and nothing happens.' } });
}

describe('the technical support form', () => {
  it('opens with the sender’s details, their role, today and the page they came from, and the 48-hour promise', async () => {
    stubServer({});
    await openForm();
    expect(screen.getByText(say['support.firstResponse'])).toBeTruthy();
    expect((textbox('Full name') as HTMLInputElement).value).toBe('Charlotte Hughes');
    expect((textbox('E-mail') as HTMLInputElement).value).toBe('charlotte@example.test');
    expect((textbox('Advice firm name') as HTMLInputElement).value).toBe('Harbour Wealth');
    expect((select('User account') as HTMLSelectElement).value).toBe('client');
    expect((textbox('URL') as HTMLInputElement).value).toBe(`${window.location.origin}/fact-find`);
    expect([...(select('User account') as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose…',
      'Practice Director',
      'Adviser',
      'Practice Admin',
      'Client',
    ]);
  });

  it('shows the shared rules beside each field before anything is sent', async () => {
    const sent = stubServer({});
    await openForm();
    fireEvent.change(textbox('Full name'), { target: { value: '  ' } });
    fireEvent.change(textbox('E-mail'), { target: { value: 'charlotte-at-home' } });
    fireEvent.change(textbox('URL'), { target: { value: 'ftp://files.example.com' } });
    fireEvent.change(dateField(), { target: { value: '2099-01-01' } });
    submit();
    await waitFor(() => expect(errorBeside(textbox('Full name'))).toBe('This field is required'));
    expect(errorBeside(textbox('E-mail'))).toBe('Enter an e-mail address like name@example.com');
    expect(errorBeside(textbox('URL'))).toBe(say['support.validation.url']);
    expect(errorBeside(dateField())).toBe(say['support.validation.futureDate']);
    expect(errorBeside(select('Area of use'))).toBe('Choose one of the options');
    expect(errorBeside(textbox('Title'))).toBe('This field is required');
    expect(errorBeside(textbox('Overview'))).toBe('This field is required');
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('refuses a PDF as a screenshot at once, and counts every file against the 10 MB they may add up to', async () => {
    stubServer({});
    let uploads = 0;
    stubUploadTransport(() => {
      uploads += 1;
      return { status: 201, body: {} };
    });
    await openForm();
    choose('support-screenshots', [pdf('statement.pdf')]);
    expect(await screen.findByText('“statement.pdf” is a .pdf file. Upload a PNG, JPG or WebP file.')).toBeTruthy();

    choose('support-screenshots', [png('one.png', 6_000_000), png('two.png', 5_000_000)]);
    expect(await screen.findByText('10.5 MB of 10 MB used by all files together')).toBeTruthy();
    const problem = 'The files add up to 10.5 MB; all files together can be at most 10 MB. Remove a file or attach smaller ones.';
    expect(screen.getByText(problem)).toBeTruthy();
    fillProblem();
    submit();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errorBeside(textbox('Title'))).toBe('');
    expect(uploads).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove two.png' }));
    expect(await screen.findByText('5.7 MB of 10 MB used by all files together')).toBeTruthy();
    expect(screen.queryByText(problem)).toBeNull();
  });

  it('sends every field with two screenshots, then shows the reference and the promise', async () => {
    stubServer({});
    let sentForm: FormData | undefined;
    stubUploadTransport((form) => {
      sentForm = form;
      return {
        status: 201,
        body: { data: { reference: 'SR-7KQ2M9XD', message: 'Sent', first_response: say['support.firstResponse'] } },
      };
    });
    await openForm();
    fillProblem();
    choose('support-screenshots', [png('save-button.png'), png('error.png')]);
    submit();
    expect(await screen.findByText('SR-7KQ2M9XD')).toBeTruthy();
    expect(screen.getAllByText(say['support.firstResponse'])).toHaveLength(2);
    expect(screen.getByText(/We have e-mailed you a copy of the reference/u)).toBeTruthy();
    expect(sentForm?.get('title')).toBe('The fact find will not save');
    expect(sentForm?.get('area')).toBe('fact_find');
    expect(sentForm?.get('user_account')).toBe('client');
    expect(sentForm?.getAll('screenshots').map((file) => (file as File).name)).toEqual(['save-button.png', 'error.png']);
    expect(sentForm?.get('file')).toBeNull();
  });

  it('shows the server’s refusal of a screenshot beside the screenshots', async () => {
    stubServer({});
    const detail = '“error.png” is named as a .png file, but its content is not one.';
    stubUploadTransport(() =>
      json(422, {
        errors: [{ status: '422', code: 'upload.type_not_allowed', title: 'Refused', detail, source: { pointer: '/screenshots' } }],
      }),
    );
    await openForm();
    fillProblem();
    choose('support-screenshots', [png('error.png')]);
    submit();
    await waitFor(() => expect(errorBeside(inputOf('support-screenshots'))).toBe(detail));
  });
});
