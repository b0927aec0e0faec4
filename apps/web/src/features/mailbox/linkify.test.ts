// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitLinks, toInAppPath } from './linkify.ts';

describe('links in mail text', () => {
  it('splits text around each http(s) link', () => {
    const text = 'Confirm here (valid 3 months):\nhttp://localhost:3000/users/confirmation?confirmation_token=abc123\n\nThanks';
    expect(splitLinks(text)).toEqual([
      { kind: 'text', text: 'Confirm here (valid 3 months):\n' },
      { kind: 'link', href: 'http://localhost:3000/users/confirmation?confirmation_token=abc123' },
      { kind: 'text', text: '\n\nThanks' },
    ]);
  });

  it('leaves sentence punctuation after a link out of it', () => {
    expect(splitLinks('See https://example.com/a.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never turns other schemes into links', () => {
    expect(splitLinks('javascript:alert(1) and mailto:a@b.co')).toEqual([{ kind: 'text', text: 'javascript:alert(1) and mailto:a@b.co' }]);
  });

  it('turns a link to this same site into an in-app path, and leaves others alone', () => {
    const origin = 'http://localhost:3000';
    expect(toInAppPath('http://localhost:3000/users/password/new?reset_password_token=t#x', origin)).toBe(
      '/users/password/new?reset_password_token=t#x',
    );
    expect(toInAppPath('http://localhost:3200/users/sign_in', origin)).toBeNull();
    expect(toInAppPath('https://evil.example/users/sign_in', origin)).toBeNull();
  });
});
