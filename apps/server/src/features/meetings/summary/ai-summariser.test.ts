import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceStandIn, startServiceStandIn } from '../transcription/service-stand-in.testing.ts';
import { summariseWithAi } from './ai-summariser.ts';
import { createMeetingSummariser } from './meeting-summariser.ts';
import { adam, amelia, quoted, transcriptOf } from './summary.testing.ts';

let service: ServiceStandIn;

beforeAll(async () => {
  service = await startServiceStandIn();
});
afterAll(async () => {
  await service.close();
});

const meetingDate = '2026-11-26';
const segments = transcriptOf([
  [adam, 'Thanks for coming in. Today we looked at your pension and your savings.'],
  [adam, 'I will send you the suitability report by Friday.'],
  [amelia, 'I can send my pension statements over, maybe next week.'],
]);
const input = { segments, meetingDate };
const settings = () => ({ url: service.url, apiKey: 'ai-key', model: 'local-llm' });

const chat = (content: unknown) => ({
  choices: [{ message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } }],
});

describe('the AI summary (AI_URL)', () => {
  it('asks the chat endpoint for JSON with the transcript and keeps the points whose quotes were said', async () => {
    service.answerWith(
      200,
      chat({
        keyPoints: [
          { text: 'Reviewed the pension and savings.', quote: 'we looked at your pension and your savings' },
          { text: 'Amelia wants to retire at 60.', quote: 'I would like to retire at sixty' },
        ],
        actionPoints: [
          {
            text: 'Send the suitability report',
            kind: 'commitment',
            owner: 'Adam',
            dueDate: '2026-12-25',
            quote: 'I will send you the suitability report by Friday',
          },
          {
            text: 'Send pension statements',
            kind: 'request',
            owner: 'Amelia Clarke',
            dueDate: '2026-12-03',
            quote: 'I CAN SEND my pension statements over',
          },
          {
            text: 'Transfer the pension',
            kind: 'recommendation',
            owner: 'Adam Hughes',
            dueDate: null,
            quote: 'you should transfer your pension',
          },
          { text: 'Book the next review', kind: 'commitment', owner: 'Oliver', dueDate: null, quote: 'Thanks for coming in' },
        ],
      }),
    );
    const summary = await summariseWithAi(settings(), input);

    const call = service.received.at(-1);
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.authorization).toBe('Bearer ai-key');
    expect(call?.json).toMatchObject({ model: 'local-llm', temperature: 0, response_format: { type: 'json_object' } });
    const prompt = JSON.stringify(call?.json);
    expect(prompt).toContain('Adam Hughes: I will send you the suitability report by Friday.');
    expect(prompt).toContain('Meeting date: 2026-11-26');

    expect(summary.engine).toBe('ai');
    expect(summary.keyPoints.map((point) => [point.text, quoted(segments, point.span)])).toEqual([
      ['Reviewed the pension and savings.', 'we looked at your pension and your savings'],
    ]);
    expect(
      summary.actionPoints.map((p) => ({ text: p.text, owner: p.owner?.name ?? null, dueDate: p.dueDate, said: quoted(segments, p.span) })),
    ).toEqual([
      {
        text: 'Send the suitability report',
        owner: 'Adam Hughes',
        dueDate: '2026-11-27',
        said: 'I will send you the suitability report by Friday',
      },
      { text: 'Send pension statements', owner: 'Amelia Clarke', dueDate: null, said: 'I can send my pension statements over' },
      { text: 'Book the next review', owner: null, dueDate: null, said: 'Thanks for coming in' },
    ]);
  });

  it('reads a JSON answer wrapped in a code fence', async () => {
    service.answerWith(200, chat('```json\n{"keyPoints": [{"text": "Savings reviewed", "quote": "your pension and your savings"}]}\n```'));
    const summary = await summariseWithAi(settings(), input);
    expect(summary.keyPoints.map((point) => point.text)).toEqual(['Savings reviewed']);
    expect(summary.actionPoints).toEqual([]);
  });

  it('falls back to the automatic summary, with the reason, when the service refuses or answers nonsense', async () => {
    const summariser = createMeetingSummariser(settings());
    expect(summariser.name).toBe('ai');

    service.answerWith(503, { error: 'overloaded while reading the transcript of Amelia Clarke' });
    const refused = await summariser.summarise(input);
    expect(refused.aiFailure).toBe('the AI service answered 503');
    expect(refused.summary.engine).toBe('automatic');
    expect(refused.summary.actionPoints[0]).toMatchObject({ kind: 'commitment', owner: adam, dueDate: '2026-11-27' });

    service.answerWith(200, chat('Here is your summary: Adam will send a report.'));
    expect((await summariser.summarise(input)).aiFailure).toBe('the AI service gave no usable summary');

    service.answerWith(200, chat({ actionPoints: [{ text: 'x', kind: 'wish', quote: 'I will send you' }] }));
    expect((await summariser.summarise(input)).aiFailure).toBe('the AI service gave no usable summary');
  });

  it('is the automatic summariser when AI_URL is not set', async () => {
    const summariser = createMeetingSummariser(undefined);
    expect(summariser.name).toBe('automatic');
    const calls = service.received.length;
    const { summary, aiFailure } = await summariser.summarise(input);
    expect(aiFailure).toBeNull();
    expect(summary.engine).toBe('automatic');
    expect(service.received.length).toBe(calls);
  });
});
