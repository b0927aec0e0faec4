import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { axeScriptPath } from './axe-script.ts';
import { demoPassword } from './global-setup.ts';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Five frames a second: enough to see video play. Every frame is encoded and decoded in software on each page of a
  // call: the three-party call's renderers used 28 s of CPU at five against 38 s at ten (and its compositing 6.5 s against 15).
  '--use-fake-device-for-media-stream=fps=5',
  '--use-fake-ui-for-media-stream',
];

let shared: Promise<Browser> | undefined;

/**
 * The process's one Chromium (its journey files run one after another): launching a browser and warming its
 * first page cost about two seconds of CPU, once a file before. It ends with the process; each file closes the
 * contexts it opened (`closeContexts`), so no page of one journey runs on into the next.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  return shared;
}

/** Closes every context the file opened in the shared browser: the end of a journey file. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

export const widths = { phone: 375, desktop: 1280 } as const;

/**
 * A context as a person in London with a phone or a desktop sees the app, who has asked for less motion:
 * transitions end at once, so no click, axe run or screenshot waits for one to finish.
 */
export async function newContext(browser: Browser, width: number = widths.desktop): Promise<BrowserContext> {
  const viewport = { width, height: width < 768 ? 812 : 900 };
  return browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/London', reducedMotion: 'reduce' });
}

/** The app's URL on a practice host: demo (localhost), demo.localhost or second.localhost. */
export function urlFor(pathname: string, host = 'localhost'): string {
  return `http://${host}:${inject('e2ePort')}${pathname}`;
}

/** What each page has been checked as: its width and a digest of its markup, one entry per check. */
const checkedStates = new WeakMap<Page, Set<string>>();

/**
 * Runs axe-core on the page and fails on serious or critical violations. The rules that can find nothing worse
 * than moderate are left out: they could not fail the check, and every run is a fifth of a second of the suite.
 * The same markup at the same size, checked already on this page, is not checked again.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A visit, then the same page at both widths, would check one of them twice.
  const state = await page.evaluate(() => {
    // The body and the title: the head gains axe's own script with the first check.
    const markup = `${document.title}${document.body.outerHTML}`;
    let digest = 0;
    for (let i = 0; i < markup.length; i++) digest = (Math.imul(digest, 31) + markup.charCodeAt(i)) | 0;
    return `${window.innerWidth}x${window.innerHeight}:${markup.length}:${digest}`;
  });
  const checked = checkedStates.get(page) ?? new Set<string>();
  checkedStates.set(page, checked);
  if (checked.has(state)) return;
  // Loaded once per document, from the product's origin (the CSP allows only its own scripts; the journeys'
  // product serves axe beside the app's files): the single-page app keeps it across its own navigations.
  await page.evaluate(async (src) => {
    if ('axe' in window) return;
    const script = document.createElement('script');
    script.src = src;
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = () => reject(new Error(`axe-core did not load from ${src}`));
      document.head.append(script);
    });
  }, axeScriptPath);
  const results = await page.evaluate(() => {
    type Rule = { id: string; impact?: string; any: { id: string }[]; all: { id: string }[]; none: { id: string }[] };
    const { axe } = window as unknown as {
      axe: typeof import('axe-core') & { _audit: { rules: Rule[]; data: { checks: Record<string, { impact?: string }> } } };
    };
    const isGrave = (impact?: string) => impact === 'serious' || impact === 'critical';
    const mild = axe._audit.rules.filter(
      (rule) =>
        !isGrave(rule.impact) &&
        ![...rule.any, ...rule.all, ...rule.none].some((check) => isGrave(axe._audit.data.checks[check.id]?.impact)),
    );
    return axe.run(document, { resultTypes: ['violations'], rules: Object.fromEntries(mild.map((rule) => [rule.id, { enabled: false }])) });
  });
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${label}`).toEqual([]);
  checked.add(state);
}

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');
// Screenshots are for a person to look at; CI has nobody to look, so it skips them (E2E_SCREENSHOTS=true keeps them).
const isSavingScreenshots = process.env.E2E_SCREENSHOTS === 'true' || !process.env.CI;

/** Saves a full-page screenshot to e2e/screenshots (kept out of git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!isSavingScreenshots) return;
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Saves a downloaded PDF's first page as a picture in e2e/screenshots (pdftoppm, 50 dpi) for a person to look at,
 * when screenshots are kept: a report's layout is checked by eye as a page's is.
 */
export async function screenshotPdf(bytes: Buffer, name: string): Promise<void> {
  if (!isSavingScreenshots) return;
  await mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.pdf`);
  await writeFile(file, bytes);
  await promisify(execFile)('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, path.join(screenshotDir, name)]);
}

/**
 * Waits until the page has had no request in flight for `quietMs`: the app has loaded its data and the lazy
 * pages that data asked for. Playwright's 'networkidle' waits a fixed 500 ms after the last one, which on a
 * few hundred visits is most of the journeys' time; a request follows its predecessor within a render.
 */
export async function waitForQuietNetwork(page: Page, quietMs = 150, timeoutMs = 15_000): Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const started = (request: unknown) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page kept loading for ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Visits a page, waits for the app to settle, checks accessibility and keeps a screenshot. */
export async function visit(page: Page, url: string, name: string): Promise<void> {
  const settled = waitForQuietNetwork(page);
  await page.goto(url);
  await settled;
  await expectAccessible(page, name);
  await screenshot(page, name);
}

export async function signIn(page: Page, email: string, password: string, host = 'localhost'): Promise<void> {
  await page.goto(urlFor('/users/sign_in', host));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A page of a new browser context signed in through the API (the sign-in form has journeys of its own),
 * opened on the person's home, with the cookie question (which a new context always gets) answered. A person
 * signing in for the first time has the guided tour of their dashboard marked done, so it is not in the
 * journey's way, unless `isTourKept` (the help journey's own tour).
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  options: { width?: number; host?: string; password?: string; isTourKept?: boolean } = {},
): Promise<Page> {
  const host = options.host ?? 'localhost';
  const context = await newContext(browser, options.width);
  const page = await context.newPage();
  // From the page, not Node: only the browser resolves demo.localhost and second.localhost.
  await page.goto(urlFor('/api/v1/practice', host));
  const status = await page.evaluate(
    async ({ email, password, isTourKept }) => {
      const csrf = () => decodeURIComponent(/(?:^|; )csrf_token=([^;]+)/u.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/api/v1/users/sign_in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf() },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 200) return response.status;
      const user = ((await response.json()) as { data: { id?: string; is_tour_guide_completed?: boolean } }).data;
      if (isTourKept || !user.id || user.is_tour_guide_completed !== false) return response.status;
      const tour = await fetch(`/api/v1/users/${user.id}/update-tour-guide`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf() },
        body: JSON.stringify({ is_tour_guide_completed: true }),
      });
      return tour.ok ? response.status : tour.status;
    },
    { email, password: options.password ?? demoPassword, isTourKept: options.isTourKept ?? false },
  );
  if (status !== 200) throw new Error(`sign-in of ${email} failed with ${status}`);
  await page.goto(urlFor('/', host));
  await page.waitForURL((url) => url.pathname !== '/');
  const cookies = page.getByRole('button', { name: 'Necessary only' });
  await cookies.waitFor();
  await cookies.click();
  return page;
}

/** The header every state-changing API call needs, read from the context's signed-in cookies. */
export async function csrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value;
  if (!token) throw new Error('no csrf_token cookie: sign in in this context first');
  return { 'x-csrf-token': token };
}

/** Opens, in the demo mailbox, the newest mail to `to` whose subject matches, and returns its text. */
export async function openNewestMail(page: Page, to: string, subject: string | RegExp, name: string): Promise<string> {
  await visit(page, urlFor(`/mailbox?to=${encodeURIComponent(to)}`), name);
  await page.getByRole('list', { name: 'Messages' }).getByRole('link').filter({ hasText: subject }).first().click();
  const mail = page.getByRole('article');
  await mail.waitFor();
  return mail.innerText();
}

/** A mail of the demo mailbox as its API answers it. */
export type MailboxMail = {
  id: string;
  subject: string;
  text: string;
  attachments: { file_name: string; content_type: string; content: string; encoding?: string }[];
};

/**
 * The newest mail to `to` whose subject matches, whole (its attachments too), read from the demo mailbox's API (a
 * journey that only needs what a mail says; the mailbox page has its own journey). Waits for it to be written.
 */
export async function newestMail(page: Page, to: string, subject: RegExp): Promise<MailboxMail> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(urlFor(`/api/v1/mailbox?to=${encodeURIComponent(to)}&per_page=20`));
      const mails = ((await response.json()) as { data: { id: string; subject: string }[] }).data;
      id = mails.find((mail) => subject.test(mail.subject))?.id;
      return id;
    })
    .toBeDefined();
  const mail = await page.request.get(urlFor(`/api/v1/mailbox/${id}`));
  return ((await mail.json()) as { data: MailboxMail }).data;
}

/** The text of the newest mail to `to` whose subject matches (`newestMail`). */
export async function readNewestMail(page: Page, to: string, subject: RegExp): Promise<string> {
  return (await newestMail(page, to, subject)).text;
}

/** Waits for running transitions (a toast fading in) to end, so axe judges colours as a person sees them. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Checks the page as it is now (after a click or inside a dialog) at both widths: axe, and a screenshot
 * NAME-phone and NAME-desktop. Wait for the content first: a client-side navigation is already "idle".
 */
export async function inspectAtBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [size, width] of Object.entries(widths)) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    // Full-page screenshots draw fixed layers (top bar, dialog) where the page is scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settleAnimations(page);
    await expectAccessible(page, `${name}-${size}`);
    await screenshot(page, `${name}-${size}`);
  }
  if (original) await page.setViewportSize(original);
}

/** The error a screen reader reads with the field: the alert its aria-describedby points at. */
export function fieldErrorOf(field: Locator): Promise<string> {
  return field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element) => element?.getAttribute('role') === 'alert')
      .map((element) => element?.textContent ?? '')
      .join(' '),
  );
}

/** Runs `work` on a connection to the product's database, closed afterwards. */
export async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** A seeded account's id, which no page shows yet, from the product's database. */
export function findUserId(email: string): Promise<string> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
    if (!rows[0]) throw new Error(`no seeded user ${email}`);
    return rows[0].id;
  });
}

/** How many mails the demo mailbox holds for an address; some mails (a password reset) are written by a job just after the request answers. */
export async function countMailsTo(page: Page, to: string): Promise<number> {
  const response = await page.request.get(urlFor(`/api/v1/mailbox?to=${encodeURIComponent(to)}&per_page=1`));
  return Number(response.headers()['x-total'] ?? 0);
}

/**
 * A new client of adviser@demo.test with the demo password (client@demo.test's practice, adviser and password),
 * so a journey changes no seeded client that other journeys read. The address must be new: make it with the run's stamp.
 */
export async function createClientOfAdviser(person: {
  first: string;
  last: string;
  email: string;
}): Promise<{ id: string; email: string; practiceId: string }> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string; practice_id: string }>(
      `insert into users (id, practice_id, role, email, first_name, last_name, password_hash, status, confirmed_at, adviser_id)
       select gen_random_uuid(), practice_id, 'client', $1, $2, $3, password_hash, 'active', now(), adviser_id
       from users where email = 'client@demo.test' returning id, practice_id`,
      [person.email, person.first, person.last],
    );
    const row = rows[0];
    if (!row) throw new Error('client@demo.test is not seeded');
    await db.query(`insert into client_profiles (user_id, practice_id, kind) values ($1, $2, 'client')`, [row.id, row.practice_id]);
    return { id: row.id, email: person.email, practiceId: row.practice_id };
  });
}
