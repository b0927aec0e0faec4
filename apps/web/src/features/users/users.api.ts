import type { CurrentUser } from '@advice/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../lib/forms.ts';
import { notify } from '../../lib/notify.ts';
import type { Message } from '../auth/auth.api.ts';
import { meQueryKey } from '../auth/session.ts';

/** The account routes all act on the signed-in user's own id. */
export function ownUserPath(user: Pick<CurrentUser, 'id'>, action: string): string {
  return `/users/${user.id}/${action}`;
}

/**
 * Sends one account change: on success it shows the server's message and reloads the current user;
 * on failure the errors that name a field appear beside it (the API client has already toasted them).
 */
export async function saveAccountChange<T extends FieldValues>(
  send: () => Promise<Message | undefined>,
  options: {
    queryClient: QueryClient;
    setError: UseFormSetError<T>;
    fields: ReadonlyArray<Path<T>>;
    /** Errors that name no field; inside a modal dialog, where toasts sit behind the backdrop, show them here. */
    onFormErrors?: (details: string[]) => void;
  },
): Promise<boolean> {
  try {
    const response = await send();
    if (response) notify.success(response.data.message);
    await options.queryClient.invalidateQueries({ queryKey: meQueryKey });
    return true;
  } catch (error) {
    const formErrors = applyServerErrors(error, options.setError, options.fields);
    options.onFormErrors?.(formErrors);
    return false;
  }
}
