import { messages } from '@advice/domain';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, isApiError } from './api-error.ts';
import { applyServerErrors } from './forms.ts';
import { notify } from './notify.ts';

/** The form whose fields show the errors that name them (by `source.pointer`). */
export type MutationForm<TForm extends FieldValues> = {
  setError: UseFormSetError<TForm>;
  fields: ReadonlyArray<Path<TForm>> | 'every';
  /**
   * The form field that shows an error with this `source.pointer` (`'/user/email'`), for a form whose
   * names are not the body's; `undefined` leaves the pointer to name the field as it is.
   */
  fieldOf?: (pointer: string) => Path<TForm> | undefined;
};

export type ApiMutationOptions<TVariables, TData, TForm extends FieldValues> = {
  /**
   * The success toast: a text, a text read from the answer, or `false` for none.
   * Left out, it is the server's own `message` when the answer carries one.
   */
  success?: string | false | ((data: TData, variables: TVariables) => string | undefined);
  /** Query keys to reload after a success; the change counts as saving until they are invalidated. */
  invalidates?: ReadonlyArray<QueryKey>;
  /** Runs after the success toast and before the reload (close a dialog, clear a form, navigate). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  form?: MutationForm<TForm>;
  /**
   * The error details no field took, for a caller that shows them itself (a modal dialog, where
   * toasts sit behind the backdrop). Without it they are toasted, unless the API client already did.
   */
  onErrorDetails?: (details: string[], error: unknown) => void;
  /** Which failures `onErrorDetails` takes (a conflict the page explains in a banner); the rest are toasted. All, by default. */
  isShownByCaller?: (error: unknown) => boolean;
};

/** The sentence a call answers with (`{ message }`), which is the default success toast. */
function readServerMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.length > 0 ? message : undefined;
}

function successText<TVariables, TData>(
  success: ApiMutationOptions<TVariables, TData, FieldValues>['success'],
  data: TData,
  variables: TVariables,
): string | undefined {
  if (success === false) return undefined;
  if (typeof success === 'string') return success;
  if (typeof success === 'function') return success(data, variables);
  return readServerMessage(data);
}

/** The same error with each pointer the form names otherwise pointing at the form's own field. */
function withFormPointers(error: ApiError, fieldOf: (pointer: string) => string | undefined): ApiError {
  const errors = error.errors.map((item) => {
    const field = item.source?.pointer === undefined ? undefined : fieldOf(item.source.pointer);
    return field === undefined ? item : { ...item, source: { ...item.source, pointer: `/${field}` } };
  });
  const renamed = new ApiError(error.status, errors);
  renamed.isAnnounced = error.isAnnounced;
  return renamed;
}

/** Puts each error beside its field when a form is given; the rest go to the caller, or to a toast. */
function showFailure<TForm extends FieldValues>(
  error: unknown,
  { form, onErrorDetails, isShownByCaller }: Pick<ApiMutationOptions<never, never, TForm>, 'form' | 'onErrorDetails' | 'isShownByCaller'>,
): void {
  const details = !isApiError(error)
    ? [messages['errors.generic']]
    : form
      ? applyServerErrors(form.fieldOf ? withFormPointers(error, form.fieldOf) : error, form.setError, form.fields)
      : error.details;
  if (onErrorDetails && (isShownByCaller?.(error) ?? true)) onErrorDetails(details, error);
  else if (!(isApiError(error) && error.isAnnounced)) for (const detail of details) notify.error(detail);
}

/**
 * The one way the web app changes data: calls `mutationFn`, then on success announces the result and
 * reloads `invalidates`; on failure shows the server's errors beside the form's fields or as toasts.
 * `run` resolves to whether the change was saved and `runForResult` to the answer (`undefined` after a
 * failure); neither rejects.
 */
export function useApiMutation<TVariables = void, TData = unknown, TForm extends FieldValues = FieldValues>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: ApiMutationOptions<TVariables, TData, TForm> = {},
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn,
    // Awaited by TanStack before the mutation settles, so `isPending` lasts until the reload is done.
    onSuccess: async (data: TData, variables: TVariables) => {
      const text = successText(options.success, data, variables);
      if (text) notify.success(text);
      await options.onSuccess?.(data, variables);
      await Promise.all((options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });

  // Failures are shown here, once `mutateAsync` has rejected, so inside the caller's own await (such as
  // react-hook-form's `handleSubmit`): field errors are set before the form settles its submit state,
  // and a caller's follow-up (a reset, closing a dialog) runs only when `run` resolves true.
  const attempt = async (variables: TVariables): Promise<{ isSaved: true; data: TData } | { isSaved: false }> => {
    try {
      return { isSaved: true, data: await mutation.mutateAsync(variables) };
    } catch (error) {
      showFailure(error, options);
      return { isSaved: false };
    }
  };
  const run = async (variables: TVariables): Promise<boolean> => (await attempt(variables)).isSaved;
  const runForResult = async (variables: TVariables): Promise<TData | undefined> => {
    const result = await attempt(variables);
    return result.isSaved ? result.data : undefined;
  };

  return { run, runForResult, isPending: mutation.isPending, variables: mutation.variables };
}
