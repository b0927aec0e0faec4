import {
  type Actor,
  type CaseAction,
  type CaseDetail,
  type CaseDocumentCategory,
  caseDocumentUploadFields,
  caseTransitionBody,
  clientCaseRequestBody,
  goalBody,
  questionnaireAnswersBody,
  staffCaseBody,
} from '@advice/domain';
import type { z } from 'zod';
import type { RequestInfo } from '../features/auth/auth.service.ts';
import { readCaseDocument, uploadCaseDocument } from '../features/cases/case-documents.service.ts';
import { createCaseForClient, getCaseDetail, requestCase, saveAnswers } from '../features/cases/cases.service.ts';
import { transitionCase } from '../features/cases/cases.transitions.ts';
import { addGoal, confirmGoals } from '../features/financial-planning/goals.service.ts';
import type { Runtime } from '../runtime.ts';
import { demoCases } from './demo-cases.content.ts';
import { type DemoDocumentContent, makeDemoPdf } from './demo-documents.ts';

/** A document of a demo case: what the upload form says about it, and the PDF it uploads. */
export type DemoDocument = {
  /** Who uploads it (a client only to their own Online Advice Request). */
  by: string;
  name: string;
  fileName: string;
  category: CaseDocumentCategory;
  note?: string;
  concealed?: boolean;
  /** A document from elsewhere (a client's statement from their provider): whose letterhead it bears; else the practice's. */
  from?: { organisation: string; by: string; colour: string };
  content: DemoDocumentContent;
};

/** One thing someone does to a demo case after it is opened and its documents are added, in order. */
export type DemoStep =
  | { by: string; action: CaseAction; consent?: boolean; note?: string }
  /** The client's answers to a review questionnaire: option labels, or words for a free-text question, by question text. */
  | { by: string; answers: Record<string, string[] | string> }
  | { by: string; goals: z.input<typeof goalBody>[] }
  /** The client opens every document they see, as in the viewer: each view is recorded. */
  | { by: string; readsDocuments: true };

/**
 * A demo case as people made it: opened by its client (a request) or by staff (a pack or questionnaire),
 * its documents uploaded, then each step taken, all through the services the product's routes call.
 */
export type DemoCase = {
  client: string;
  opens: { by: string; body: z.input<typeof clientCaseRequestBody> | z.input<typeof staffCaseBody> };
  documents: DemoDocument[];
  steps: DemoStep[];
};

export type DemoCaseContext = {
  runtime: Runtime;
  practiceName: string;
  actorOf: (email: string) => Actor;
  nameOf: (email: string) => string;
};

function requestInfoOf(runtime: Runtime, practiceId: string): RequestInfo {
  const { publicUrlScheme, port } = runtime.config;
  return { practiceId, ip: '127.0.0.1', userAgent: undefined, origin: `${publicUrlScheme}://localhost:${port}` };
}

async function openCase(context: DemoCaseContext, demoCase: DemoCase, info: RequestInfo): Promise<CaseDetail> {
  const { runtime, actorOf } = context;
  const { by, body } = demoCase.opens;
  if (by === demoCase.client) return requestCase(runtime, actorOf(by), clientCaseRequestBody.parse(body), info);
  const client = actorOf(demoCase.client);
  return createCaseForClient(runtime, actorOf(by), client.userId, staffCaseBody.parse(body), info);
}

async function uploadDocument(context: DemoCaseContext, demoCase: DemoCase, kase: CaseDetail, document: DemoDocument, info: RequestInfo) {
  const body = await makeDemoPdf(document.content, {
    practice: document.from?.organisation ?? context.practiceName,
    preparedFor: context.nameOf(demoCase.client),
    preparedBy: document.from?.by ?? context.nameOf(document.by),
    ...(document.from ? { colour: document.from.colour } : {}),
  });
  const fields = caseDocumentUploadFields.parse({
    name: document.name,
    category: document.category,
    note: document.note ?? '',
    concealed: document.concealed ?? false,
  });
  await uploadCaseDocument(context.runtime, context.actorOf(document.by), kase.id, fields, { body, fileName: document.fileName }, info);
}

/** A questionnaire's answers by question text, as the answers body names them: by question and option ids. */
function answersBodyOf(kase: CaseDetail, answers: Record<string, string[] | string>) {
  const questionOf = (text: string) => {
    const question = kase.questions.find((q) => q.text === text);
    if (!question) throw new Error(`demo questionnaire "${kase.name}" has no question "${text}"`);
    return question;
  };
  const entries = Object.entries(answers);
  return questionnaireAnswersBody.parse({
    version: kase.version,
    answers: entries.flatMap(([text, answer]) => {
      if (typeof answer === 'string') return [];
      const question = questionOf(text);
      return [{ question_id: question.id, option_ids: question.options.filter((o) => answer.includes(o.label)).map((o) => o.id) }];
    }),
    text_answers: entries.flatMap(([text, answer]) =>
      typeof answer === 'string' ? [{ question_id: questionOf(text).id, text: answer }] : [],
    ),
  });
}

async function takeStep(context: DemoCaseContext, kase: CaseDetail, step: DemoStep, info: RequestInfo): Promise<CaseDetail> {
  const { runtime } = context;
  const actor = context.actorOf(step.by);
  if ('action' in step) {
    const body = caseTransitionBody.parse({ version: kase.version, consent: step.consent ?? false, note: step.note });
    return transitionCase(runtime, actor, kase.id, step.action, body, info);
  }
  if ('answers' in step) return saveAnswers(runtime, actor, kase.id, answersBodyOf(kase, step.answers), info);
  if ('goals' in step) {
    for (const goal of step.goals) await addGoal(runtime, actor, kase.id, goalBody.parse(goal), info);
    await confirmGoals(runtime, actor, kase.id, info);
  } else {
    const seen = await getCaseDetail(runtime, actor, kase.id);
    for (const document of seen.documents) await readCaseDocument(runtime, actor, kase.id, document.id, info);
  }
  return getCaseDetail(runtime, actor, kase.id);
}

/**
 * Seeds the demo's cases, one or more of every type in different states, each with documents, as the
 * people of the demo would have made them: through the same services the routes call, so every status,
 * document, audit event, notification and mail is one the product itself produced.
 */
export async function seedDemoCases(context: DemoCaseContext, practiceId: string): Promise<void> {
  const info = requestInfoOf(context.runtime, practiceId);
  const byClient = Map.groupBy(demoCases, (demoCase) => demoCase.client);
  // One client's cases in their order (a meeting before the paperwork it led to); different clients' side by side.
  await Promise.all(
    [...byClient.values()].map(async (clientCases) => {
      for (const demoCase of clientCases) {
        let kase = await openCase(context, demoCase, info);
        // Documents change no case field, so the version the steps start from is the one the case opened with.
        for (const document of demoCase.documents) await uploadDocument(context, demoCase, kase, document, info);
        for (const step of demoCase.steps) kase = await takeStep(context, kase, step, info);
      }
    }),
  );
}
