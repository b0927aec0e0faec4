import {
  iamSmartDetailFields,
  singpassDetailFields,
  type VerificationAuthority,
  verificationAuthorityLabels,
  verificationDetailLabels,
} from '@advice/domain';
import type { SandboxPerson } from './sandbox-persons.ts';

/*
 * The sandbox's own pages: the sign-in where the tester picks a test person and consents to share their details,
 * and its error page. Plain HTML with no script (the app's content security policy allows none inline), sent in
 * GET forms: the portal refuses a state-changing call without its CSRF header, which a form cannot send, and the
 * interaction itself is held by the provider's cookie.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const styles = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; margin: 0; background: #f4f5f7; color: #1d2330; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  .notice { background: #fff6d6; border: 1px solid #e8c95a; border-radius: .5rem; padding: .75rem 1rem; margin: 1rem 0; }
  .person { background: #fff; border: 1px solid #d6dae1; border-radius: .5rem; padding: 1rem; margin: .75rem 0;
    display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; justify-content: space-between; }
  .person p { margin: .15rem 0; }
  .muted { color: #5a6270; font-size: .9rem; }
  button { font: inherit; background: #1f5fbf; color: #fff; border: 0; border-radius: .375rem; padding: .6rem 1rem; cursor: pointer; min-height: 44px; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  ul.shared { columns: 2; padding-left: 1.2rem; }
  ul.persons { list-style: none; padding: 0; }
  @media (max-width: 30rem) { ul.shared { columns: 1; } .person { display: block; } .person form { margin-top: .75rem; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const sharedFields = { singpass: singpassDetailFields, iamSmart: iamSmartDetailFields } as const;

/** The sign-in: who the tester may be, and what the portal will receive. */
export function renderSignInPage(options: {
  authority: VerificationAuthority;
  interactionPath: string;
  persons: readonly SandboxPerson[];
  error?: string;
}): string {
  const name = verificationAuthorityLabels[options.authority];
  const fields = sharedFields[options.authority].map((field) => `<li>${escapeHtml(verificationDetailLabels[field])}</li>`).join('');
  const persons = options.persons
    .map(
      (person) => `
    <li class="person">
      <div>
        <p><strong>${escapeHtml(person.label)}</strong></p>
        <p class="muted">${escapeHtml(person.idNumber)} · ${escapeHtml(person.summary)}</p>
      </div>
      <form method="get" action="${escapeHtml(`${options.interactionPath}/confirm`)}">
        <input type="hidden" name="person" value="${escapeHtml(person.sub)}">
        <button type="submit" aria-label="${escapeHtml(`Share these details of ${person.label}`)}">Share these details</button>
      </form>
    </li>`,
    )
    .join('');
  const error = options.error ? `<p class="notice" role="alert">${escapeHtml(options.error)}</p>` : '';
  return page(
    `${name} sandbox`,
    `<h1>${escapeHtml(name)} sandbox</h1>
    <p class="notice">This page stands in for ${escapeHtml(name)} while the portal has no ${escapeHtml(name)} registration. No real identity is checked: pick a test person.</p>
    ${error}
    <h2>The portal will receive</h2>
    <ul class="shared">${fields}</ul>
    <h2>Sign in as</h2>
    <ul class="persons">${persons}</ul>
    <p><a href="${escapeHtml(`${options.interactionPath}/abort`)}">Stop, and go back without sharing anything</a></p>`,
  );
}

/** A sign-in that cannot go on (expired, or not this browser's): what to do next. */
export function renderSandboxError(authority: VerificationAuthority | null, text: string): string {
  const name = authority ? `${verificationAuthorityLabels[authority]} sandbox` : 'Identity sandbox';
  return page(name, `<h1>${escapeHtml(name)}</h1><p class="notice" role="alert">${escapeHtml(text)}</p>`);
}
