import { describe, expect, it } from 'vitest';
import { analyticsMessages, isReferrerHost, isVisitPathPattern, maxVisitPathLength, routePatternOf, visitBody } from './analytics.ts';

describe('isVisitPathPattern', () => {
  it.each([
    ['/', true],
    ['/blog', true],
    ['/blog/:postId', true],
    ['/blog/:postId/edit', true],
    ['/users/sign_in', true],
    ['/vault/new-folder', true],
    ['/a/b/c/d/e/f/g/h', true],
    ['/a/b/c/d/e/f/g/h/i (nine segments)', false],
    ['/blog/3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f (a UUID)', false],
    ['/clients/123456', false],
    ['/reports2024', false],
    ['/blog?page=2', false],
    ['/faq#pensions', false],
    ['/Blog', false],
    ['blog', false],
    ['', false],
    ['//blog', false],
    ['/blog/', false],
    ['https://example.com/blog', false],
    ['/blog/:post-id', false],
  ])('%s → %s', (path, expected) => {
    expect(isVisitPathPattern(path.replace(/ \(.*\)$/u, ''))).toBe(expected);
  });

  it(`refuses a path longer than ${maxVisitPathLength} characters`, () => {
    expect(isVisitPathPattern(`/${'a'.repeat(59)}/${'b'.repeat(59)}/${'c'.repeat(59)}/${'d'.repeat(59)}`)).toBe(false);
  });
});

describe('isReferrerHost', () => {
  it.each([
    ['www.example.com', true],
    ['localhost', true],
    ['xn--bcher-kva.example', true],
    ['https://example.com', false],
    ['example.com/page', false],
    ['example.com:8080', false],
    ['user@example.com', false],
    ['-bad.example', false],
    ['', false],
    [`${'a'.repeat(64)}.example`, false],
  ])('%s → %s', (host, expected) => {
    expect(isReferrerHost(host)).toBe(expected);
  });
});

describe('visitBody', () => {
  it('takes a pattern and a host, lower-casing the host; no referrer is null', () => {
    expect(visitBody.parse({ path: '/faq', referrer_host: ' WWW.Example.COM ' })).toEqual({
      path: '/faq',
      referrer_host: 'www.example.com',
    });
    expect(visitBody.parse({ path: '/faq' })).toEqual({ path: '/faq', referrer_host: null });
  });

  it('refuses a real path and any field beyond the two', () => {
    const real = visitBody.safeParse({ path: '/clients/123456' });
    expect(real.error?.issues[0]?.message).toBe(analyticsMessages['analytics.pathInvalid']);
    expect(visitBody.safeParse({ path: '/faq', user_id: 'x' }).success).toBe(false);
  });
});

describe('routePatternOf', () => {
  it.each([
    ['/', {}, '/'],
    ['/blog', {}, '/blog'],
    ['/blog/3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f', { postId: '3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f' }, '/blog/:postId'],
    ['/blog/abc/edit', { postId: 'abc' }, '/blog/:postId/edit'],
    ['/clients/7/documents/7', { id: '7', documentId: '7' }, '/clients/:id/documents/:documentId'],
    ['/files/a%20b', { name: 'a b' }, '/files/:name'],
    ['/no/such/page', { '*': 'no/such/page' }, '/*'],
  ])('%s → %s', (pathname, params, expected) => {
    expect(routePatternOf(pathname, params as Record<string, string>)).toBe(expected);
  });
});
