import { type DataOf, platformEndpoints as endpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** A mail as the list shows it. */
export type MailSummary = DataOf<typeof endpoints.listMail>;
/** A text message, listed whole. */
export type TextMessage = DataOf<typeof endpoints.listTextMessages>;

export const mailboxPageSize = 20;
export const textMessagesPageSize = 5;

export function useMailList(page: number, to: string, shouldPoll: boolean) {
  return useQuery({
    queryKey: ['mailbox', page, to],
    queryFn: () => api.page(endpoints.listMail, page, mailboxPageSize, { query: { to }, silent: true }),
    placeholderData: keepPreviousData,
    // New mails (a sign-in code, say) should appear without a reload, but polling would keep a signed-in session alive.
    refetchInterval: shouldPoll ? 5_000 : false,
  });
}

export function useMail(id: string | undefined) {
  return useQuery({
    queryKey: ['mailbox', 'mail', id],
    queryFn: () => api.call(endpoints.getMail, { params: { id: id as string }, silent: true }),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The text messages sent (a signer's passcode by phone), newest first; polled like the mails while signed out. */
export function useTextMessages(page: number, shouldPoll: boolean) {
  return useQuery({
    queryKey: ['mailbox', 'texts', page],
    queryFn: () => api.page(endpoints.listTextMessages, page, textMessagesPageSize, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: shouldPoll ? 5_000 : false,
  });
}
