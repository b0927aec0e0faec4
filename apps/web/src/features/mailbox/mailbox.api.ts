import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api.ts';

const mailSummary = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  created_at: z.string(),
  status: z.string(),
});
const mail = mailSummary.extend({ from: z.string(), text: z.string() });

export type MailSummary = z.infer<typeof mailSummary>;
export type Mail = z.infer<typeof mail>;

export const mailboxPageSize = 20;

export function useMailList(page: number, to: string, shouldPoll: boolean) {
  return useQuery({
    queryKey: ['mailbox', page, to],
    queryFn: async () => {
      const result = await api.list<unknown>('/mailbox', page, mailboxPageSize, { query: { to }, silent: true });
      return { items: z.array(mailSummary).parse(result.items), pagination: result.pagination };
    },
    placeholderData: keepPreviousData,
    // New mails (a sign-in code, say) should appear without a reload, but polling would keep a signed-in session alive.
    refetchInterval: shouldPoll ? 5_000 : false,
  });
}

export function useMail(id: string | undefined) {
  return useQuery({
    queryKey: ['mailbox', 'mail', id],
    queryFn: async () => mail.parse((await api.get<{ data: unknown }>(`/mailbox/${id}`, { silent: true })).data),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
