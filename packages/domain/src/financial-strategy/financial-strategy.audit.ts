import {
  type AuditDescribers,
  type AuditFacts,
  changedFieldsOf,
  formatFileSize,
  listOf,
  numberOf,
  sentence,
  textOf,
} from '../shared/audit.ts';

/**
 * What every event of a strategy carries: its title as it was (so the sentence names it even once the
 * strategy is deleted) and its client, so a client's strategy events can be found after a deletion.
 */
type Named = { title: string; client_id: string };
type Document = Named & { file_name: string; size_bytes: number; replaced: boolean };
type Change = Named & { summary?: string };

/** Every audited action of a client's financial strategies (entity kind `financial-strategy`), with its payload. */
export type FinancialStrategyAuditEvents = {
  strategy_created: { after: Named & { summary: string } };
  /** `title` on both sides always (the same when only the summary changed); `summary` only when it changed. */
  strategy_updated: { before: Change; after: Change };
  strategy_document_uploaded: { after: Document };
  strategy_shared: { after: Named };
  strategy_unshared: { after: Named };
  strategy_deleted: { before: Named };
  /** The client opened the strategy's document: the evidence that they read it. */
  strategy_opened: { after: Named };
};

export const financialStrategyAuditMessages = {
  'audit.financialStrategy.created': '{{actor}} created the financial strategy “{{title}}”',
  'audit.financialStrategy.renamed': '{{actor}} renamed the financial strategy “{{from}}” to “{{title}}”',
  'audit.financialStrategy.renamedAndChanged':
    '{{actor}} renamed the financial strategy “{{from}}” to “{{title}}” and changed its {{fields}}',
  'audit.financialStrategy.changed': '{{actor}} changed the {{fields}} of the financial strategy “{{title}}”',
  'audit.financialStrategy.uploaded': '{{actor}} uploaded {{file}} as the document of the financial strategy “{{title}}”',
  'audit.financialStrategy.replaced': '{{actor}} replaced the document of the financial strategy “{{title}}” with {{file}}',
  'audit.financialStrategy.shared': '{{actor}} shared the financial strategy “{{title}}” with the client',
  'audit.financialStrategy.unshared': '{{actor}} stopped sharing the financial strategy “{{title}}” with the client',
  'audit.financialStrategy.deleted': '{{actor}} deleted the financial strategy “{{title}}”',
  'audit.financialStrategy.opened': '{{actor}} opened the financial strategy “{{title}}”',
  'audit.financialStrategy.unnamed': '{{actor}} changed a financial strategy',
} as const;
type Key = keyof typeof financialStrategyAuditMessages;

/** The strategy's fields as a sentence names them. */
const fieldLabels: Readonly<Record<string, string>> = { title: 'title', summary: 'summary' };

/** The title an event names: as it is after the event, else as it was. */
function titleOf(facts: AuditFacts<unknown>): string | undefined {
  return textOf((facts.after as { title?: unknown }).title) ?? textOf((facts.before as { title?: unknown }).title);
}

/** `key` with the strategy's title, or the unnamed sentence when an older row lacks it. */
function named(facts: AuditFacts<unknown>, key: Key, params: Record<string, string> = {}) {
  const title = titleOf(facts);
  return title ? sentence<Key>(key, facts, { title, ...params }) : sentence<Key>('audit.financialStrategy.unnamed', facts);
}

/** "report.pdf (1.2 MB)": the uploaded file as a sentence names it. */
function fileOf(facts: AuditFacts<unknown>): string {
  const name = textOf((facts.after as { file_name?: unknown }).file_name) ?? 'a file';
  const size = numberOf((facts.after as { size_bytes?: unknown }).size_bytes);
  return size === undefined ? name : `${name} (${formatFileSize(size)})`;
}

function describeUpdate(facts: AuditFacts<FinancialStrategyAuditEvents['strategy_updated']>) {
  const from = textOf(facts.before.title);
  const to = textOf(facts.after.title);
  const others = changedFieldsOf(facts.before, facts.after, fieldLabels).filter((field) => field !== 'title');
  if (from && to && from !== to) {
    return others.length === 0
      ? sentence<Key>('audit.financialStrategy.renamed', facts, { from, title: to })
      : sentence<Key>('audit.financialStrategy.renamedAndChanged', facts, { from, title: to, fields: listOf(others) });
  }
  return named(facts, 'audit.financialStrategy.changed', { fields: listOf(others.length > 0 ? others : ['details']) });
}

/** How each strategy event reads: "Priya Shah shared the financial strategy “Retirement plan” with the client". */
export const financialStrategyAuditSentences: AuditDescribers<FinancialStrategyAuditEvents, Key> = {
  strategy_created: (facts) => named(facts, 'audit.financialStrategy.created'),
  strategy_updated: describeUpdate,
  strategy_document_uploaded: (facts) =>
    named(facts, facts.after.replaced === true ? 'audit.financialStrategy.replaced' : 'audit.financialStrategy.uploaded', {
      file: fileOf(facts),
    }),
  strategy_shared: (facts) => named(facts, 'audit.financialStrategy.shared'),
  strategy_unshared: (facts) => named(facts, 'audit.financialStrategy.unshared'),
  strategy_deleted: (facts) => named(facts, 'audit.financialStrategy.deleted'),
  strategy_opened: (facts) => named(facts, 'audit.financialStrategy.opened'),
};
