import type { RiskLevel } from './questionnaires.states.ts';
import { type RiskQuestion, type RiskQuestionKey, type RiskScaleValue, riskQuestions } from './risk-tolerance.content.ts';

/*
 * How a risk assessment's answers become a score and one of the six levels (spec 3 §3, §9). Each answer earns
 * 1 point (the most cautious) to 5 (the most adventurous); the score is their sum, 12 to 60 over the twelve
 * questions. The table below splits that range into the six levels; the average points per answer each band
 * stands for is given beside it, since that is what the answers read as.
 */

/** One band of the table: every total from `min` to `max` (both included) reads as `level`. */
export type RiskBand = { level: RiskLevel; min: number; max: number };

/** The points of one answer: its position on the scale, or the other way round for a reverse-scored question. */
export function riskPointsOf(question: Pick<RiskQuestion, 'isReversed'>, value: RiskScaleValue): number {
  return question.isReversed ? 6 - value : value;
}

/** The lowest and highest score the questions allow. */
export const riskScoreRange = { min: riskQuestions.length, max: riskQuestions.length * 5 } as const;

/**
 * The scoring table, lowest first. Its bands meet without a gap or an overlap and cover every score from
 * `riskScoreRange.min` to `.max` (the domain tests check every total).
 */
export const riskScoringTable = [
  // 12–17 (an average under 1.5): nearly every answer is the most cautious one. The client cannot bear any
  // fall and wants to know exactly what they will get back, so money that can fall in value does not suit
  // them at all. Kept narrow on purpose: a "zero" result says not to invest, so it needs a consistent story.
  { level: 'zero', min: 12, max: 17 },
  // 18–25 (an average of 1.5 to about 2): cautious almost throughout. A small, short-lived fall could be borne,
  // but certainty matters more than growth: mostly cash and lower-risk bonds, with little in shares.
  { level: 'low', min: 18, max: 25 },
  // 26–33 (about 2.2 to 2.75): leaning cautious. Some ups and downs are acceptable for returns a little above
  // cash, if falls are modest; typically more in bonds than in shares.
  { level: 'medium_low', min: 26, max: 33 },
  // 34–41 (about 2.8 to 3.4): balanced, the middle of the scale either side of 3 ("neither" on every
  // statement is 36). Falls are accepted as the price of growth over the medium term: a mix of shares and bonds.
  { level: 'medium', min: 34, max: 41 },
  // 42–49 (about 3.5 to 4.1): leaning adventurous. Growth is preferred over certainty and a sizeable fall would
  // be ridden out: mostly shares, held for the longer term.
  { level: 'medium_high', min: 42, max: 49 },
  // 50–60 (an average above 4.1): adventurous almost throughout. Long horizon, experienced, would hold or add
  // through a large fall: comfortable with investments that can swing widely, including smaller markets. The
  // widest band, because the top of the scale has no "more" to separate: anyone consistently here is high.
  { level: 'high', min: 50, max: 60 },
] as const satisfies readonly RiskBand[];

/** The level a score falls in; `undefined` outside the questions' range. */
export function riskLevelOf(score: number): RiskLevel | undefined {
  return (riskScoringTable as readonly RiskBand[]).find((band) => score >= band.min && score <= band.max)?.level;
}

/** Each question's answer on the scale (its stored shape carries the time spent too). */
export type RiskAnswerValues = Partial<Record<string, { value: number }>>;

/** The questions not answered yet, in the order they are asked. */
export function unansweredRiskQuestions(answers: RiskAnswerValues): RiskQuestionKey[] {
  return riskQuestions.filter((question) => answers[question.key] === undefined).map((question) => question.key);
}

/** The score and level of a complete set of answers; `null` while any question is unanswered or out of range. */
export function scoreRiskAnswers(answers: RiskAnswerValues): { score: number; level: RiskLevel } | null {
  let score = 0;
  for (const question of riskQuestions) {
    const value = answers[question.key]?.value;
    if (value === undefined || !Number.isInteger(value) || value < 1 || value > 5) return null;
    score += riskPointsOf(question, value as RiskScaleValue);
  }
  const level = riskLevelOf(score);
  return level ? { score, level } : null;
}
