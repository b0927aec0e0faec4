import type { TaxHealthCheckVersion } from './questionnaires.states.ts';
import { taxHealthCheckCurrent } from './tax-health-check.current.ts';
import { taxHealthCheckNew } from './tax-health-check.new.ts';
import { taxHealthCheckOld } from './tax-health-check.old.ts';
import type { TaxHealthCheckContent } from './tax-health-check.types.ts';

/*
 * The tax health check (Personal Financial Audit, spec 3 §3): each version's content by its key, and the
 * rules that go with it (which version a new check takes, which questions apply, what completes it).
 */

export * from './tax-health-check.rules.ts';

/** Every version's content: current (2023/24), new (2019/20) and old (2018/19). */
export const taxHealthCheckContent: Record<TaxHealthCheckVersion, TaxHealthCheckContent> = {
  current: taxHealthCheckCurrent,
  new: taxHealthCheckNew,
  old: taxHealthCheckOld,
};
