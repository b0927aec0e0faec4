import { type BlogPost, checkChosenFile, blogMessages as say, uploadPolicies } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, listPage, practiceWithFeatures, renderArea, stubServer, supportDialogs, userOf } from '../../test/harness.tsx';
import { blogRoutes } from './blog.area.tsx';

supportDialogs();
afterEach(() => vi.unstubAllGlobals());

const director = userOf('director', { first_name: 'Priya', last_name: 'Shah' });
const authors = [{ id: director.id, name: 'Priya Shah', role: 'director' }];
const postId = '7d0a3f2e-4b5c-4d6e-8f70-1a2b3c4d5e6f';

const post: BlogPost = {
  id: postId,
  title: 'Your ISA allowance',
  text: '# Before April\n\nUse it **now**. <script>alert(1)</script>',
  excerpt: 'Before April Use it now.',
  author: { id: director.id, name: 'Priya Shah' },
  pdf: null,
  pdf_url: 'https://example.com/isa.pdf',
  published_at: '2026-11-20T09:00:00.000Z',
  state: 'published',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`, 'u') });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the post' }));

/** The message shown beside a field: the alert its aria-describedby points at. */
function errorBeside(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.getAttribute('role') === 'alert')
    .map((node) => node?.textContent)
    .join(' ');
}

function renderEditor(path = '/blog/new', features = ['blog']) {
  const sent = stubServer({
    'GET /api/v1/blog-posts/authors': () => json(200, { data: authors }),
    [`GET /api/v1/blog-posts/${postId}`]: () => json(200, { data: post }),
    'GET /api/v1/blog-posts': () => listPage([]),
  });
  renderArea(blogRoutes, path, { user: director, practice: practiceWithFeatures(features) });
  return sent;
}

describe('the blog editor', () => {
  it('shows the domain’s rules beside each field before anything is sent', async () => {
    const sent = renderEditor();
    await screen.findByRole('heading', { name: 'Write a post', level: 1 });
    await screen.findByRole('option', { name: 'Priya Shah' });
    save();
    await waitFor(() => expect(errorBeside(field('Title'))).toBe(say['blog.titleRequired']));
    expect(errorBeside(field('Text'))).toBe(say['blog.contentRequired']);

    fireEvent.change(field('PDF URL'), { target: { value: 'https://example.com/guide.docx' } });
    save();
    await waitFor(() => expect(errorBeside(field('PDF URL'))).toBe(say['blog.pdfUrlNotPdf']));
    expect(errorBeside(field('Text'))).toBe('');

    fireEvent.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    const when = await screen.findByLabelText(/^Publish on/u);
    fireEvent.change(when, { target: { value: '2020-01-01T09:00' } });
    save();
    await waitFor(() => expect(errorBeside(when)).toBe(say['blog.scheduleInPast']));
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('refuses a file that is not a PDF as soon as it is chosen, and both a file and a URL together', async () => {
    renderEditor();
    await screen.findByRole('textbox', { name: /^Title/u });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [notes] } });
    const refusal = checkChosenFile(uploadPolicies.blogPdf, notes) ?? 'a refusal';
    expect(await screen.findByText(refusal)).toBeTruthy();

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('PDF: guide.pdf')).toBeTruthy();
    fireEvent.change(field('Title'), { target: { value: 'Guide' } });
    fireEvent.change(field('PDF URL'), { target: { value: 'https://example.com/guide.pdf' } });
    save();
    await waitFor(() => expect(errorBeside(field('PDF URL'))).toBe(say['blog.pdfBoth']));
  });

  it('previews the Markdown as it is written, without raw HTML', async () => {
    renderEditor(`/blog/${postId}/edit`);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('h2')?.textContent).toBe('Before April'));
    expect(preview.querySelector('strong')?.textContent).toBe('now');
    expect(preview.querySelector('script')).toBeNull();
    fireEvent.change(field('Text'), { target: { value: '- one\n- two' } });
    await waitFor(() => expect(preview.querySelectorAll('li')).toHaveLength(2));
  });

  it('with the blog off, the pages are the not-found page', async () => {
    renderEditor('/blog', ['messages']);
    expect(await screen.findByRole('heading', { name: /not found/iu })).toBeTruthy();
  });
});
