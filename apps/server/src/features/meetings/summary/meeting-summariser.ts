import type { MeetingSummary, SummaryEngineName } from '@advice/domain';
import type { ServiceSettings } from '../transcription/openai-compatible.ts';
import { SummaryServiceError, summariseWithAi } from './ai-summariser.ts';
import { summariseAutomatically } from './automatic-summariser.ts';
import type { SummaryInput } from './transcript-sentences.ts';

/** What the summary step answers: the summary, and why the AI service was passed over when it was. */
export type SummaryOutcome = { summary: MeetingSummary; aiFailure: string | null };

export type MeetingSummariser = { name: SummaryEngineName; summarise: (input: SummaryInput) => Promise<SummaryOutcome> };

/**
 * The configured AI service (AI_URL) when there is one, otherwise the rules. When the service fails, the meeting still
 * gets the automatic summary, labelled as such, and the failure (without meeting words) for the caller to record.
 */
export function createMeetingSummariser(ai: ServiceSettings | undefined): MeetingSummariser {
  if (!ai) return { name: 'automatic', summarise: async (input) => ({ summary: summariseAutomatically(input), aiFailure: null }) };
  return {
    name: 'ai',
    summarise: async (input) => {
      try {
        return { summary: await summariseWithAi(ai, input), aiFailure: null };
      } catch (error) {
        if (!(error instanceof SummaryServiceError)) throw error;
        return { summary: summariseAutomatically(input), aiFailure: error.message };
      }
    },
  };
}
