import {
  type Actor,
  AppError,
  type AuditEventView,
  can,
  type EstateSummary,
  type EstateSummarySaveBody,
  type EstateSummarySection,
  type EstateSummarySections,
  estateSummaryAuditActions,
  estateSummaryChange,
  estateSummaryMessages,
  estateSummarySectionSchemas,
  estateSummarySections,
  isOpenOnClientAccount,
  type Pagination,
  readPracticeSettings,
  todayIso,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { InvalidFields, zodFieldErrors } from '../../http/errors.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { listEntityAudit } from '../audit/audit.reader.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import { readPracticeImageFor } from '../practice/practice-settings.files.ts';
import { fullNameOf, getPracticeSettings } from '../users/users.queries.ts';
import type { EstateSummaryPdfInput, PdfLetterhead } from './estate-summary.pdf.ts';
import { findEstateSummary, lockEstateSummarySections, writeEstateSummarySections } from './estate-summary.queries.ts';
import { renderEstateSummaryInWorker } from './estate-summary.render.ts';

type Row = Record<string, unknown>;

/** One stored section read back; a stored value its schema no longer takes reads as empty rather than failing the page. */
function readSection<S extends EstateSummarySection>(section: S, stored: unknown): EstateSummarySections[S] {
  const schema = estateSummarySectionSchemas[section];
  const parsed = schema.safeParse(stored ?? {});
  return (parsed.success ? parsed.data : schema.parse({})) as EstateSummarySections[S];
}

function readSections(stored: Partial<Record<EstateSummarySection, unknown>>): EstateSummarySections {
  return Object.fromEntries(
    estateSummarySections.map((section) => [section, readSection(section, stored[section])]),
  ) as EstateSummarySections;
}

function actionsOf(access: ClientAccess): EstateSummary['actions'] {
  const open = can(access.actor, 'estateSummary.edit', access.subject) && isOpenOnClientAccount('estateSummary.edit', access.user.status);
  return open ? ['estateSummary.edit'] : [];
}

function practiceIdOf(access: ClientAccess): string {
  if (!access.user.practiceId) throw new AppError('resource.not_found', { detail: estateSummaryMessages['estateSummary.notFound'] });
  return access.user.practiceId;
}

/** The practice's currencies, the first of them its default. */
async function currenciesOf(tx: Tx, practiceId: string): Promise<EstateSummary['currencies']> {
  return readPracticeSettings((await getPracticeSettings(tx, practiceId)).settings).general.currencies;
}

async function presentEstateSummary(tx: Tx, access: ClientAccess): Promise<EstateSummary> {
  const practiceId = practiceIdOf(access);
  const [stored, currencies] = await Promise.all([
    findEstateSummary(tx, { practiceId, clientId: access.user.id }),
    currenciesOf(tx, practiceId),
  ]);
  return {
    client_id: access.user.id,
    sections: readSections(stored?.sections ?? {}),
    version: stored?.version ?? 0,
    currencies,
    updated_at: stored?.updatedAt.toISOString() ?? null,
    updated_by: stored?.updatedBy ?? null,
    actions: actionsOf(access),
  };
}

/** The whole estate summary, every section (empty ones too), for the client and their staff. */
export async function getEstateSummary(runtime: Runtime, actor: Actor, clientId: string): Promise<EstateSummary> {
  const access = await loadClientFor(runtime.db, actor, clientId, 'estateSummary.view');
  return presentEstateSummary(runtime.db, access);
}

/** The amounts of each section that has them: their rows carry one currency. */
const amountFields: Partial<Record<EstateSummarySection, readonly string[]>> = {
  pensions: ['plan_value'],
  property: ['approximate_value', 'outstanding_loan'],
  lifetimeGifts: ['amount'],
};

/**
 * Each row's currency must be one the practice offers; a row with an amount and no currency takes the
 * practice's first, so every amount saved says what it is in.
 */
function settleCurrencies(section: EstateSummarySection, value: unknown, currencies: readonly string[]): unknown {
  const fields = amountFields[section];
  if (!fields) return value;
  const rows = (value as { rows: Row[] }).rows;
  const refused = rows.flatMap((row, index) =>
    typeof row.currency === 'string' && !currencies.includes(row.currency)
      ? [{ detail: estateSummaryMessages['estateSummary.currency'], source: { pointer: `/values/rows/${index}/currency` } }]
      : [],
  );
  if (refused.length > 0) throw new InvalidFields(refused);
  return {
    ...(value as Row),
    rows: rows.map((row) =>
      row.currency === null && fields.some((field) => row[field] !== null) ? { ...row, currency: currencies[0] ?? 'GBP' } : row,
    ),
  };
}

/**
 * Saves one section: checked against its schema (each refused field named by its pointer under `/values`),
 * refused when someone saved the summary since the version the form was loaded at, then written with the
 * next version and an audit event recording the section and each changed field before and after. Every
 * save is audited and counted, an unchanged one too.
 */
export async function saveEstateSummarySection(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  section: EstateSummarySection,
  body: EstateSummarySaveBody,
  request: RequestInfo,
): Promise<EstateSummary> {
  return inTransaction(runtime, async ({ tx }) => {
    const access = await loadClientFor(tx, actor, clientId, 'estateSummary.edit');
    const practiceId = practiceIdOf(access);
    const parsed = estateSummarySectionSchemas[section].safeParse(body.values);
    if (!parsed.success) throw new InvalidFields(zodFieldErrors(parsed.error.issues.map((i) => ({ ...i, path: ['values', ...i.path] }))));
    const value = settleCurrencies(section, parsed.data, await currenciesOf(tx, practiceId));
    const stored = await lockEstateSummarySections(tx, { practiceId, clientId });
    if (stored.version > body.version)
      throw new AppError('resource.conflict', { detail: estateSummaryMessages['estateSummary.changedElsewhere'] });
    const change = estateSummaryChange(section, readSection(section, stored.sections[section]), value);
    await writeEstateSummarySections(tx, {
      clientId,
      sections: { ...stored.sections, [section]: value },
      version: stored.version + 1,
      updatedBy: actor.userId,
    });
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'estate_summary_saved',
      before: change.before,
      after: change.after,
      ip: request.ip,
    });
    return presentEstateSummary(tx, access);
  });
}

/** The estate summary's saves, newest first, as the client and their staff both read them: nothing else of the client's trail. */
export async function listEstateSummaryAuditTrail(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: Pagination,
): Promise<{ rows: AuditEventView[]; total: number }> {
  const access = await loadClientFor(runtime.db, actor, clientId, 'estateSummary.view');
  return listEntityAudit(runtime.db, {
    practiceId: practiceIdOf(access),
    entityKind: 'client',
    entityId: clientId,
    actions: estateSummaryAuditActions,
    ...pageOffset(query),
  });
}

/** The practice's logo as a data URL the PDF can embed, or null when it has none the PDF can draw. */
async function logoOf(runtime: Runtime, practiceId: string): Promise<string | null> {
  const logo = await readPracticeImageFor(runtime, practiceId, 'logo').catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'resource.not_found') return null;
    throw error;
  });
  if (!logo || !['image/png', 'image/jpeg'].includes(logo.contentType)) return null;
  return `data:${logo.contentType};base64,${logo.body.toString('base64')}`;
}

/** The practice's branding as its PDFs print it: trading name, colours, PDF font, logo and first currency. */
export async function letterheadOf(runtime: Runtime, practiceId: string): Promise<PdfLetterhead> {
  const [practice, logo] = await Promise.all([getPracticeSettings(runtime.db, practiceId), logoOf(runtime, practiceId)]);
  const { general } = readPracticeSettings(practice.settings);
  return {
    tradingName: general.tradingName || practice.name,
    colours: { main: general.colourScheme.main, accent: general.colourScheme.accent },
    font: general.pdfFont,
    logo,
    defaultCurrency: general.currencies[0] ?? 'GBP',
  };
}

function fileNameOf(fullName: string, date: string): string {
  const name = fullName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
  return `estate-summary-${name || 'client'}-${date}.pdf`;
}

/** "Generate summary": the whole estate summary as a dated PDF on the practice's branding, drawn off the server's thread. */
export async function generateEstateSummaryPdf(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
): Promise<{ file: Buffer; fileName: string }> {
  const access = await loadClientFor(runtime.db, actor, clientId, 'estateSummary.view');
  const practiceId = practiceIdOf(access);
  const [summary, letterhead] = await Promise.all([
    findEstateSummary(runtime.db, { practiceId, clientId }),
    letterheadOf(runtime, practiceId),
  ]);
  const fullName = fullNameOf(access.user);
  const date = todayIso();
  const input: EstateSummaryPdfInput = {
    practice: letterhead,
    client: { fullName },
    date,
    sections: readSections(summary?.sections ?? {}),
  };
  return { file: await renderEstateSummaryInWorker(input), fileName: fileNameOf(fullName, date) };
}
