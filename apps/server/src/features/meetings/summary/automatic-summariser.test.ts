import { describe, expect, it } from 'vitest';
import { summariseAutomatically } from './automatic-summariser.ts';
import { adam, amelia, quoted, transcriptOf } from './summary.testing.ts';

const meetingDate = '2026-11-26';

const punctuated = transcriptOf([
  [adam, 'Thanks for coming in, Amelia. Today we looked at your pension and your savings for retirement.'],
  [amelia, 'My pension from my old employer is the one I worry about most for my retirement.'],
  [adam, 'I will send you the suitability report by Friday.'],
  [amelia, "Thank you. I'll check the figures with my husband by the end of the month."],
  [adam, 'Amelia, could you send me your pension statements by next Tuesday?'],
  [amelia, 'Yes, of course.'],
  [adam, 'I recommend you keep six months of spending in your cash reserve.'],
  [adam, "Can you hear me? I'll be away next week."],
  [amelia, 'Please let me know what the fees on the new pension will be.'],
]);

describe('the automatic summary', () => {
  const summary = summariseAutomatically({ segments: punctuated, meetingDate });

  it('is labelled automatic', () => {
    expect(summary.engine).toBe('automatic');
    expect(summary.label).toMatch(/^Automatic summary/u);
  });

  it('finds each commitment, request and recommendation with its owner and due date', () => {
    expect(summary.actionPoints.map(({ text, kind, owner, dueDate }) => ({ text, kind, owner: owner?.name ?? null, dueDate }))).toEqual([
      { text: 'I will send you the suitability report by Friday.', kind: 'commitment', owner: 'Adam Hughes', dueDate: '2026-11-27' },
      {
        text: "I'll check the figures with my husband by the end of the month.",
        kind: 'commitment',
        owner: 'Amelia Clarke',
        dueDate: '2026-11-30',
      },
      {
        text: 'Amelia, could you send me your pension statements by next Tuesday?',
        kind: 'request',
        owner: 'Amelia Clarke',
        dueDate: '2026-12-01',
      },
      {
        text: 'I recommend you keep six months of spending in your cash reserve.',
        kind: 'recommendation',
        owner: 'Amelia Clarke',
        dueDate: null,
      },
      { text: 'Please let me know what the fees on the new pension will be.', kind: 'request', owner: 'Adam Hughes', dueDate: null },
    ]);
  });

  it('links every point to the words of the transcript it came from', () => {
    for (const point of [...summary.actionPoints, ...summary.keyPoints]) {
      expect(quoted(punctuated, point.span).toLowerCase()).toBe(point.text.toLowerCase());
    }
    const report = summary.actionPoints[0];
    expect(report?.span.segmentId).toBe(punctuated[2]?.id);
    expect(report?.span.start).toBe(16);
    expect(report?.span.end).toBe(22);
  });

  it('leaves out what promises or asks nothing: a sound check, an absence, a polite answer', () => {
    const texts = summary.actionPoints.map((point) => point.text);
    expect(texts.some((text) => /hear me|away next week|of course/u.test(text))).toBe(false);
  });

  it('picks key points about what was talked about most, not the action points again', () => {
    expect(summary.keyPoints.length).toBeGreaterThan(0);
    expect(summary.keyPoints.map((point) => point.text)).toContain(
      'My pension from my old employer is the one I worry about most for my retirement.',
    );
    const actionTexts = new Set(summary.actionPoints.map((point) => point.text));
    expect(summary.keyPoints.some((point) => actionTexts.has(point.text))).toBe(false);
  });
});

describe('the automatic summary of engine output (lower case, no punctuation)', () => {
  const spoken = transcriptOf([
    [adam, 'i will send you the suitability report by friday'],
    [adam, 'amelia could you send me your pension statements by next tuesday'],
    [amelia, 'yes and i will ask my husband about the house within two weeks'],
    [adam, 'you should keep some cash aside'],
  ]);
  const summary = summariseAutomatically({ segments: spoken, meetingDate });

  it('finds the same points, their owners and their dates', () => {
    expect(summary.actionPoints.map(({ text, kind, owner, dueDate }) => ({ text, kind, owner: owner?.name ?? null, dueDate }))).toEqual([
      { text: 'I will send you the suitability report by friday', kind: 'commitment', owner: 'Adam Hughes', dueDate: '2026-11-27' },
      {
        text: 'Amelia could you send me your pension statements by next tuesday',
        kind: 'request',
        owner: 'Amelia Clarke',
        dueDate: '2026-12-01',
      },
      { text: 'I will ask my husband about the house within two weeks', kind: 'commitment', owner: 'Amelia Clarke', dueDate: '2026-12-10' },
      { text: 'You should keep some cash aside', kind: 'recommendation', owner: 'Amelia Clarke', dueDate: null },
    ]);
  });

  it('puts a request without a name to a participant who did not speak when the meeting lists them', () => {
    const partner = { participantId: 'guest_1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Oliver Clarke' };
    const withPartner = summariseAutomatically({
      segments: transcriptOf([[adam, 'oliver could you sign the form by friday']]),
      meetingDate,
      participants: [adam, amelia, partner],
    });
    expect(withPartner.actionPoints[0]?.owner).toEqual(partner);
  });

  it('answers no points for an empty transcript', () => {
    expect(summariseAutomatically({ segments: [], meetingDate })).toMatchObject({ keyPoints: [], actionPoints: [] });
  });
});
