import { formatWholeAmount, parseWholeAmount, topUpRequestBody } from '@advice/domain';
import { z } from 'zod';

/** Separators included: 15 digits take up to 19 characters. */
export const amountMaxLength = 24;

/** A typed amount shows with thousand separators once the client leaves the field. */
export function formatTypedAmount(text: string): string {
  const amount = parseWholeAmount(text);
  return amount === null || Number.isNaN(amount) ? text : formatWholeAmount(amount);
}

/**
 * The new-top-up form as typed (the amount as text with separators); the domain's request schema
 * decides every message, so the form says exactly what the server would.
 */
export const topUpFormSchema = z
  .object({
    account_type: z.string().max(60),
    account_number: z.string().max(200),
    amount: z.string().max(40),
    client_comment: z.string().max(5000),
  })
  .transform((value, ctx) => {
    const amount = parseWholeAmount(value.amount);
    const result = topUpRequestBody.safeParse({
      ...value,
      account_type: value.account_type || undefined,
      amount: amount ?? undefined,
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

export type TopUpFormInput = z.input<typeof topUpFormSchema>;
export type TopUpFormOutput = z.output<typeof topUpFormSchema>;
export const topUpFormFields = ['account_type', 'account_number', 'amount', 'client_comment'] as const;
