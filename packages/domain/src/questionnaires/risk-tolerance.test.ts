import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditSentence } from '../audit/audit.events.ts';
import { riskLevels } from './questionnaires.states.ts';
import { riskToleranceAuditMessages } from './risk-tolerance.audit.ts';
import { type RiskQuestion, type RiskScaleValue, riskQuestionKeys, riskQuestions } from './risk-tolerance.content.ts';
import { riskLevelExplanations, riskLevelLabels } from './risk-tolerance.messages.ts';
import { riskProgressBody } from './risk-tolerance.schemas.ts';
import {
  riskLevelOf,
  riskPointsOf,
  riskScoreRange,
  riskScoringTable,
  scoreRiskAnswers,
  unansweredRiskQuestions,
} from './risk-tolerance.scoring.ts';

/** The key of the question at this place (0-based). */
const keyAt = (index: number) => riskQuestionKeys[index] ?? '';

const answersOf = (values: readonly number[]) =>
  Object.fromEntries(riskQuestions.map((question, index) => [question.key, { value: values[index] ?? 0, duration_ms: 1000 }]));

/** The value on the scale that earns `points` for this question. */
const valueFor = (question: (typeof riskQuestions)[number], points: number) => (question.isReversed ? 6 - points : points);

describe('the questions', () => {
  it('asks 10 to 12 questions, each with a unique key and text', () => {
    expect(riskQuestions.length).toBeGreaterThanOrEqual(10);
    expect(riskQuestions.length).toBeLessThanOrEqual(12);
    expect(new Set(riskQuestionKeys).size).toBe(riskQuestions.length);
    expect(new Set(riskQuestions.map((q) => q.text)).size).toBe(riskQuestions.length);
  });

  it.each(riskQuestions.map((q) => [q.key, q] as const))('%s has five options, valued 1 to 5 in order, each worded', (_key, question) => {
    expect(question.options.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
    for (const option of question.options) expect(option.label.trim()).not.toBe('');
    expect(new Set(question.options.map((option) => option.label)).size).toBe(5);
  });

  it('some questions are reverse-scored, most are not', () => {
    const reversed = riskQuestions.filter((q) => q.isReversed).length;
    expect(reversed).toBeGreaterThan(0);
    expect(reversed).toBeLessThan(riskQuestions.length / 2);
  });

  it('texts are plain en-GB: no American spellings, no placeholders', () => {
    const all = (riskQuestions as readonly RiskQuestion[])
      .flatMap((q) => [q.text, q.hint ?? '', ...q.options.map((o) => o.label)])
      .join(' ');
    expect(all).not.toMatch(/\b(color|favor|behavior|analyze|realize|center)\b|\{\{/iu);
  });
});

describe('reverse scoring', () => {
  it('a plain question earns its position on the scale; a reversed one earns it the other way round', () => {
    for (const value of [1, 2, 3, 4, 5] as const) {
      expect(riskPointsOf({ isReversed: false }, value)).toBe(value);
      expect(riskPointsOf({ isReversed: true }, value)).toBe(6 - value);
    }
  });

  it('strongly agreeing that certainty matters most is the cautious answer', () => {
    const certainty = riskQuestions.find((q) => q.key === 'certainty_preferred');
    expect(certainty?.isReversed).toBe(true);
    expect(certainty?.options[4]?.label).toBe('Strongly agree');
    expect(riskPointsOf({ isReversed: true }, 5)).toBe(1);
  });

  it('the most cautious answer to every question scores the minimum; the most adventurous the maximum', () => {
    const cautious = riskQuestions.map((q) => valueFor(q, 1));
    const adventurous = riskQuestions.map((q) => valueFor(q, 5));
    expect(scoreRiskAnswers(answersOf(cautious))).toEqual({ score: riskScoreRange.min, level: 'zero' });
    expect(scoreRiskAnswers(answersOf(adventurous))).toEqual({ score: riskScoreRange.max, level: 'high' });
  });

  it('"strongly agree" to everything is not the top score, since the reversed statements pull it down', () => {
    const result = scoreRiskAnswers(answersOf(riskQuestions.map(() => 5)));
    const reversed = riskQuestions.filter((q) => q.isReversed).length;
    expect(result?.score).toBe(riskScoreRange.max - 4 * reversed);
  });
});

describe('the scoring table', () => {
  it('runs from the lowest to the highest possible score, band after band without a gap or an overlap', () => {
    expect(riskScoreRange).toEqual({ min: riskQuestions.length, max: riskQuestions.length * 5 });
    expect(riskScoringTable[0]?.min).toBe(riskScoreRange.min);
    expect(riskScoringTable.at(-1)?.max).toBe(riskScoreRange.max);
    for (const [index, band] of riskScoringTable.entries()) {
      expect(band.min).toBeLessThanOrEqual(band.max);
      const next = riskScoringTable[index + 1];
      if (next) expect(next.min).toBe(band.max + 1);
    }
  });

  it('names the six levels once each, in order from zero to high', () => {
    expect(riskScoringTable.map((band) => band.level)).toEqual([...riskLevels]);
  });

  it('gives exactly one level for every possible total, min to max', () => {
    for (let total = riskScoreRange.min; total <= riskScoreRange.max; total += 1) {
      const matching = riskScoringTable.filter((band) => total >= band.min && total <= band.max);
      expect(matching, `total ${total}`).toHaveLength(1);
      expect(riskLevelOf(total)).toBe(matching[0]?.level);
    }
  });

  it('gives no level outside the possible totals', () => {
    expect(riskLevelOf(riskScoreRange.min - 1)).toBeUndefined();
    expect(riskLevelOf(riskScoreRange.max + 1)).toBeUndefined();
  });

  it('every total is reachable by some answers, so every band can be reached', () => {
    for (let total = riskScoreRange.min; total <= riskScoreRange.max; total += 1) {
      let extra = total - riskScoreRange.min;
      const points = riskQuestions.map(() => {
        const add = Math.min(4, extra);
        extra -= add;
        return 1 + add;
      });
      const values = riskQuestions.map((q, index) => valueFor(q, points[index] ?? 1));
      expect(scoreRiskAnswers(answersOf(values))?.score).toBe(total);
    }
  });

  it('any complete set of answers scores within the range and falls in exactly one band', () => {
    const answers = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: riskQuestions.length, maxLength: riskQuestions.length });
    fc.assert(
      fc.property(answers, (values) => {
        const result = scoreRiskAnswers(answersOf(values));
        const expected = riskQuestions.reduce((sum, q, index) => sum + riskPointsOf(q, values[index] as RiskScaleValue), 0);
        return (
          result !== null &&
          result.score === expected &&
          riskScoringTable.filter((band) => result.score >= band.min && result.score <= band.max).length === 1 &&
          result.level === riskLevelOf(expected)
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('a more adventurous answer never lowers the level', () => {
    const answers = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: riskQuestions.length, maxLength: riskQuestions.length });
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: riskQuestions.length - 1 }), (values, index) => {
        const question = riskQuestions[index];
        if (!question) return true;
        const points = riskPointsOf(question, values[index] as RiskScaleValue);
        if (points === 5) return true;
        const bolder = values.map((value, i) => (i === index ? valueFor(question, points + 1) : value));
        const before = riskLevels.indexOf(scoreRiskAnswers(answersOf(values))?.level ?? 'zero');
        const after = riskLevels.indexOf(scoreRiskAnswers(answersOf(bolder))?.level ?? 'zero');
        return after >= before;
      }),
    );
  });

  it('scores nothing while a question is unanswered or an answer is off the scale', () => {
    const all = answersOf(riskQuestions.map(() => 3));
    const { [keyAt(2)]: _dropped, ...missingOne } = all;
    expect(scoreRiskAnswers(missingOne)).toBeNull();
    expect(scoreRiskAnswers({ ...all, [keyAt(0)]: { value: 6 } })).toBeNull();
    expect(scoreRiskAnswers({ ...all, [keyAt(0)]: { value: 2.5 } })).toBeNull();
    expect(scoreRiskAnswers(all)).toEqual({ score: 36, level: 'medium' });
  });

  it('lists the unanswered questions in the order they are asked', () => {
    expect(unansweredRiskQuestions({})).toEqual(riskQuestionKeys);
    const { [keyAt(1)]: _a, [keyAt(5)]: _b, ...rest } = answersOf(riskQuestions.map(() => 3));
    expect(unansweredRiskQuestions(rest)).toEqual([riskQuestionKeys[1], riskQuestionKeys[5]]);
  });
});

describe('the levels in words', () => {
  it.each([...riskLevels])('%s has a name and an explanation for the client ("you") and for the adviser ("your client")', (level) => {
    expect(riskLevelLabels[level]).not.toBe('');
    expect(riskLevelExplanations[level].client).toMatch(/\byou\b/iu);
    expect(riskLevelExplanations[level].client).not.toMatch(/your client/iu);
    expect(riskLevelExplanations[level].adviser).toMatch(/^Your client /u);
  });
});

describe('progress a browser sends', () => {
  const answer = { question: riskQuestionKeys[0], value: 4, duration_ms: 5200 };

  it('takes a step, a question number and one answer, alone or together', () => {
    expect(riskProgressBody.safeParse({ step: 'questions' }).success).toBe(true);
    expect(riskProgressBody.safeParse({ current_question: riskQuestions.length - 1 }).success).toBe(true);
    expect(riskProgressBody.safeParse({ answer, current_question: 1 }).success).toBe(true);
  });

  it.each([
    ['nothing', {}],
    ['a question number past the last', { current_question: riskQuestions.length }],
    ['a negative question number', { current_question: -1 }],
    ['a value of 0', { answer: { ...answer, value: 0 } }],
    ['a value of 6', { answer: { ...answer, value: 6 } }],
    ['a value between points', { answer: { ...answer, value: 2.5 } }],
    ['an unknown question', { answer: { ...answer, question: 'favourite_colour' } }],
    ['a negative duration', { answer: { ...answer, duration_ms: -1 } }],
    ['a duration over a day', { answer: { ...answer, duration_ms: 86_400_001 } }],
    ['an unknown step', { step: 'score' }],
    ['an unknown field', { step: 'questions', score: 60 }],
  ])('refuses %s', (_name, body) => {
    expect(riskProgressBody.safeParse(body).success).toBe(false);
  });
});

describe('audit sentences', () => {
  const event = (action: string, before: unknown, after: unknown) =>
    auditSentence({
      entity_kind: 'client-case',
      action,
      actor_name: 'Charlotte Hughes',
      before,
      after,
      document: null,
      person_name: null,
    });
  const id = '5b0f1c2e-8a4d-4c3b-9e1f-2a3b4c5d6e7f';

  it('reads each action as a sentence without keys or ids', () => {
    expect(event('risk_assessment_started', null, { assessment_id: id })).toBe('Charlotte Hughes started the risk assessment');
    expect(event('risk_assessment_answered', { value: null }, { assessment_id: id, question: 'time_horizon', number: 2, value: 4 })).toBe(
      'Charlotte Hughes answered question 2 of the risk assessment',
    );
    expect(event('risk_assessment_answered', { value: 3 }, { assessment_id: id, question: 'time_horizon', number: 2, value: 4 })).toBe(
      'Charlotte Hughes changed the answer to question 2 of the risk assessment',
    );
    expect(event('risk_assessment_completed', null, { assessment_id: id, score: 44, level: 'medium_high' })).toBe(
      'Charlotte Hughes completed the risk assessment with a score of 44 (Medium-high)',
    );
  });

  it('reads an event whose payload lacks what it names', () => {
    expect(event('risk_assessment_answered', null, {})).toBe('Charlotte Hughes answered a question of the risk assessment');
    expect(event('risk_assessment_completed', null, { level: 'sky_high' })).toBe('Charlotte Hughes completed the risk assessment');
  });

  it('no template shows a snake_case key', () => {
    for (const template of Object.values(riskToleranceAuditMessages)) expect(template).not.toMatch(/[a-z]+_[a-z]+/u);
  });
});
