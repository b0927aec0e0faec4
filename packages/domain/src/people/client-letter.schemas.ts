import { z } from 'zod';

/** Most letters of authority generated in one call (POST /clients/letter-of-authority). */
export const maxLettersOfAuthorityAtOnce = 100;

/** Texts of the letter-of-authority rules, shown by the server and early in the browser (en-GB). */
export const clientLetterMessages = {
  'clients.letter.chooseClients': 'Choose at least one client',
  'clients.letter.tooManyClients': `Choose at most ${maxLettersOfAuthorityAtOnce} clients at once`,
  'clients.letter.staffOnly': 'Only the practice can prepare a letter of authority.',
} as const;

/** The clients whose ready-to-sign letters of authority to generate, one PDF each in one zip. */
export const lettersOfAuthorityBody = z.object({
  client_ids: z
    .array(z.uuid())
    .min(1, clientLetterMessages['clients.letter.chooseClients'])
    .max(maxLettersOfAuthorityAtOnce, clientLetterMessages['clients.letter.tooManyClients']),
});
export type LettersOfAuthorityBody = z.infer<typeof lettersOfAuthorityBody>;
