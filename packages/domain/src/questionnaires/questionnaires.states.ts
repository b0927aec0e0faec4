/*
 * The stored states of the questionnaires an Online Advice Request holds (spec 3 §3, §4): the risk
 * assessment, the tax health check (Personal Financial Audit), the financial planning health check and goals.
 */

/** A questionnaire is being answered, or is complete (answered in full, or marked complete by the adviser). */
export const questionnaireStatuses = ['in_progress', 'completed'] as const;
export type QuestionnaireStatus = (typeof questionnaireStatuses)[number];

/** Where a risk assessment stands: the opening page, one question at a time, the summary (spec 3 §3). */
export const riskAssessmentSteps = ['begin', 'questions', 'summary'] as const;
export type RiskAssessmentStep = (typeof riskAssessmentSteps)[number];

/** The six levels a risk assessment's score falls in (spec 3 §3, §9). */
export const riskLevels = ['zero', 'low', 'medium_low', 'medium', 'medium_high', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** The tax health check's versions by tax year: current 2023/24, new 2019/20, old 2018/19 (spec 3 §3). */
export const taxHealthCheckVersions = ['current', 'new', 'old'] as const;
export type TaxHealthCheckVersion = (typeof taxHealthCheckVersions)[number];
