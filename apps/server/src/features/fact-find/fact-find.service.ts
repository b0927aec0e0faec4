import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  areCaseSectionsOpen,
  type CaseFactFindView,
  type ClientAction,
  checkFactFindSection,
  clientActionsFor,
  type FactFindAction,
  type FactFindAnswers,
  type FactFindSaveBody,
  type FactFindSlug,
  type FactFindView,
  factFindChanges,
  factFindContextOf,
  factFindGuidance,
  factFindMessages,
  factFindSectionLabels,
  factFindSectionOfSlug,
  factFindSectionSchemas,
  factFindSectionStates,
  isFactFindComplete,
  type Pagination,
  prepareFactFindAnswers,
} from '@advice/domain';
import type { Db, Tx } from '../../db/client.ts';
import { factFindVersions } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { InvalidFields, zodFieldErrors } from '../../http/errors.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { loadCaseFor } from '../cases/cases.access.ts';
import { markCaseSection, sectionCompletion } from '../cases/cases.queries.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import {
  findLatestVersion,
  findReview,
  findSavedBy,
  findVersion,
  lastVersionOfSection,
  listVersions,
  lockFactFind,
  practiceCurrencies,
  readAnswers,
  upsertReview,
} from './fact-find.queries.ts';
import { notifyFactFindSaved } from './fact-find-home.service.ts';

const factFindActionOf: Record<FactFindAction, ClientAction> = { edit: 'factFind.edit', review: 'factFind.review' };

/** The fact find's key: the actor's practice (the loader checked the client is of it) and the client. */
const keyOf = (actor: Actor, access: ClientAccess) => ({ practiceId: practiceActorOf(actor).practiceId, clientId: access.user.id });

const versionNotFound = () => new AppError('resource.not_found', { detail: factFindMessages['factFind.versionNotFound'] });

/** Field errors of the section's answers, pointed at inside the body (`/answers/...`). */
function refuseFields(errors: readonly { pointer: string; detail: string }[]): InvalidFields {
  return new InvalidFields(errors.map(({ pointer, detail }) => ({ detail, source: { pointer: `/answers${pointer}` } })));
}

/** The answers of one version; version 0 is the empty fact find before the first save. */
async function answersAt(db: Db | Tx, key: ReturnType<typeof keyOf>, version: number): Promise<FactFindAnswers> {
  if (version === 0) return {};
  const row = await findVersion(db, { ...key, version });
  if (!row) throw versionNotFound();
  return readAnswers(row.answers);
}

/** The current fact find as the actor reads it: staff also get their review's change list and the guidance. */
async function present(db: Db | Tx, actor: Actor, access: ClientAccess): Promise<FactFindView> {
  const key = keyOf(actor, access);
  const [latest, currencies] = await Promise.all([findLatestVersion(db, key), practiceCurrencies(db, key.practiceId)]);
  const answers = readAnswers(latest?.answers);
  const allowed = clientActionsFor(access.actor, access.subject, access.user.status);
  const actions = (Object.keys(factFindActionOf) as FactFindAction[]).filter((action) => allowed.includes(factFindActionOf[action]));
  const isStaff = access.subject.relation !== 'self';
  const review = isStaff ? await findReview(db, { ...key, reviewerId: actor.userId }) : null;
  const reviewedAnswers = review && review.version <= (latest?.version ?? 0) ? await answersAt(db, key, review.version) : {};
  return {
    client_id: access.user.id,
    version: latest?.version ?? 0,
    saved_at: latest?.savedAt.toISOString() ?? null,
    saved_by: await findSavedBy(db, latest?.savedBy ?? null),
    include_partner: answers.personalDetails?.include_partner === true,
    answers,
    sections: factFindSectionStates(answers, currencies).map((state) => ({ ...state, label: factFindSectionLabels[state.key] })),
    currencies: [...currencies],
    actions,
    review: isStaff
      ? {
          reviewed_version: review?.version ?? null,
          reviewed_at: review?.reviewedAt.toISOString() ?? null,
          changes: factFindChanges(reviewedAnswers, answers),
        }
      : null,
    guidance: isStaff ? factFindGuidance(answers) : null,
  };
}

/** GET /clients/:id/fact-finds: the client's current fact find (the client their own, staff of the client theirs). */
export async function getFactFind(runtime: Runtime, actor: Actor, clientId: string): Promise<FactFindView> {
  const access = await loadClientFor(runtime.db, actor, clientId, 'factFind.view');
  return present(runtime.db, actor, access);
}

type Saved = { version: number; answers: FactFindAnswers; currencies: readonly string[] };

/**
 * Saves one section in the caller's transaction: its schema, then its save rules (spec 3 §5), each refusal
 * naming its field; a save over a newer save of the same section than the form was loaded at is refused.
 * The next version holds the whole fact find; saving a section unchanged makes no version.
 */
async function saveSection(
  uow: UnitOfWork,
  actor: Actor,
  access: ClientAccess,
  slug: FactFindSlug,
  body: FactFindSaveBody,
  info: RequestInfo,
): Promise<Saved> {
  const { tx } = uow;
  const section = factFindSectionOfSlug(slug);
  if (!section) throw new AppError('resource.not_found', { detail: factFindMessages['factFind.sectionUnknown'] });
  const parsed = factFindSectionSchemas[section].safeParse(body.answers);
  if (!parsed.success) throw new InvalidFields(zodFieldErrors(parsed.error.issues.map((i) => ({ ...i, path: ['answers', ...i.path] }))));
  const key = keyOf(actor, access);
  await lockFactFind(tx, key.clientId);
  const [latest, currencies, lastOfSection] = await Promise.all([
    findLatestVersion(tx, key),
    practiceCurrencies(tx, key.practiceId),
    lastVersionOfSection(tx, { ...key, section }),
  ]);
  const current = readAnswers(latest?.answers);
  const prepared = prepareFactFindAnswers(parsed.data, randomUUID);
  const errors = checkFactFindSection(section, prepared, factFindContextOf(current, currencies));
  if (errors.length > 0) throw refuseFields(errors);
  if (lastOfSection > body.version) throw new AppError('resource.conflict', { detail: factFindMessages['factFind.changedElsewhere'] });
  const currentVersion = latest?.version ?? 0;
  if (JSON.stringify(current[section]) === JSON.stringify(prepared)) return { version: currentVersion, answers: current, currencies };
  const answers: FactFindAnswers = { ...current, [section]: prepared };
  const version = currentVersion + 1;
  await tx.insert(factFindVersions).values({ id: randomUUID(), ...key, version, section, answers, savedBy: actor.userId });
  await writeAudit(tx, {
    actor,
    practiceId: key.practiceId,
    entityKind: 'client',
    entityId: key.clientId,
    action: 'fact_find_saved',
    before: { version: currentVersion },
    after: { section, version, changed_fields: factFindChanges({ [section]: current[section] }, { [section]: prepared }).length },
    ip: info.ip,
  });
  await notifyFactFindSaved(uow, { actor, client: access.user, section, request: info });
  return { version, answers, currencies };
}

/** PUT /clients/:id/fact-finds/sections/:section: "Fact Find saved", with the new version. */
export async function saveFactFindSection(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  slug: FactFindSlug,
  body: FactFindSaveBody,
  info: RequestInfo,
) {
  return inTransaction(runtime, async (uow) => {
    const access = await loadClientFor(uow.tx, actor, clientId, 'factFind.edit');
    const { version } = await saveSection(uow, actor, access, slug, body, info);
    return { message: factFindMessages['factFind.saved'], version };
  });
}

/** The client's versions, newest first: which section each saved, who and when. */
export async function listFactFindVersions(runtime: Runtime, actor: Actor, clientId: string, query: Pagination) {
  const access = await loadClientFor(runtime.db, actor, clientId, 'factFind.view');
  return listVersions(runtime.db, { ...keyOf(actor, access), ...pageOffset(query) });
}

/** What changed, field by field, from version `since` (0: from nothing) to the current one. */
export async function listFactFindChanges(runtime: Runtime, actor: Actor, clientId: string, since: number) {
  const access = await loadClientFor(runtime.db, actor, clientId, 'factFind.view');
  const key = keyOf(actor, access);
  const latest = await findLatestVersion(runtime.db, key);
  const version = latest?.version ?? 0;
  if (since > version) throw versionNotFound();
  const before = await answersAt(runtime.db, key, since);
  return { since, version, changes: factFindChanges(before, readAnswers(latest?.answers)) };
}

/** Marks the current version reviewed by this member of staff, so their change list starts again from it. */
export async function reviewFactFind(runtime: Runtime, actor: Actor, clientId: string, info: RequestInfo) {
  return inTransaction(runtime, async ({ tx }) => {
    const access = await loadClientFor(tx, actor, clientId, 'factFind.review');
    const key = keyOf(actor, access);
    const latest = await findLatestVersion(tx, key);
    if (!latest) throw new AppError('state.illegal_transition', { detail: factFindMessages['factFind.nothingToReview'] });
    await upsertReview(tx, { ...key, reviewerId: actor.userId, version: latest.version });
    await writeAudit(tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'fact_find_reviewed',
      after: { version: latest.version },
      ip: info.ip,
    });
    return { message: factFindMessages['factFind.reviewed'], version: latest.version };
  });
}

/** GET /client-cases/:id/fact-find: the case's client's fact find, with whether the case's fact-find section is complete. */
export async function getCaseFactFind(runtime: Runtime, actor: Actor, caseId: string): Promise<CaseFactFindView> {
  const loaded = await loadCaseFor(runtime.db, actor, caseId, 'read');
  const access = await loadClientFor(runtime.db, actor, loaded.row.clientId, 'factFind.view');
  const [view, completion] = await Promise.all([present(runtime.db, actor, access), sectionCompletion(runtime.db, caseId)]);
  return { ...view, case_id: caseId, case_section_complete: completion.fact_find === true };
}

/**
 * Saves a section from a case's fact-find page. On an Online Advice Request still open, the case's
 * fact-find section follows the whole fact find: complete once every section passes its save rules.
 */
export async function saveCaseFactFindSection(
  runtime: Runtime,
  actor: Actor,
  caseId: string,
  slug: FactFindSlug,
  body: FactFindSaveBody,
  info: RequestInfo,
) {
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const loaded = await loadCaseFor(tx, actor, caseId, 'write');
    const access = await loadClientFor(tx, actor, loaded.row.clientId, 'factFind.edit');
    const saved = await saveSection(uow, actor, access, slug, body, info);
    const isTracked = areCaseSectionsOpen(loaded.row.type, loaded.row.status);
    const complete = isFactFindComplete(saved.answers, saved.currencies);
    if (isTracked) await markCaseSection(tx, { practiceId: loaded.actor.practiceId, caseId, section: 'fact_find', complete });
    const completion = isTracked ? complete : (await sectionCompletion(tx, caseId)).fact_find === true;
    return { message: factFindMessages['factFind.saved'], version: saved.version, case_section_complete: completion };
  });
}
