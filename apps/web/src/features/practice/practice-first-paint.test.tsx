import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app.tsx';
import { json, practiceOf, stubFetch, stubResizeObserver } from '../../test/harness.tsx';
import { practiceForFirstPaint } from './practice.api.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the practice before the first render', () => {
  it('is the practice as the server answers it', async () => {
    stubFetch((request) => (request.url === '/api/v1/practice' ? json(200, { data: practiceOf({ name: 'Hart & Co' }) }) : undefined));
    expect((await practiceForFirstPaint())?.name).toBe('Hart & Co');
  });

  it('is none when the server fails, so the app starts with the default look and asks again', async () => {
    stubFetch(() => json(503, { errors: [{ status: '503', detail: 'Unavailable' }] }));
    expect(await practiceForFirstPaint()).toBeUndefined();
  });

  it('is none after a second when the answer is slower, rather than hold the first paint back', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const first = practiceForFirstPaint();
    let answer: unknown = 'waiting';
    void first.then((practice) => {
      answer = practice;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(answer).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBeUndefined();
  });

  it("lets the app's first render show the practice's cookie question, without asking for the practice again", async () => {
    const sent = stubFetch((request) => (request.url === '/api/v1/users/me' ? json(401, { errors: [{ status: '401' }] }) : undefined));
    stubResizeObserver();
    window.history.replaceState(null, '', '/users/sign_in');
    render(<App practice={practiceOf({ name: 'Hart & Co', features: ['cookiesConsent'] })} />);
    // In the first commit, before any answer could have arrived.
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    await act(async () => {});
    expect(sent.filter((request) => request.url === '/api/v1/practice')).toEqual([]);
  });
});
