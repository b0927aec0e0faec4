import { type Endpoint, pathOf } from '@advice/domain';
import { type ApiClient, type ArgsOf, api } from './api.ts';

/** The file name a `content-disposition` header gives, else the last part of the URL. */
export function filenameFromDisposition(header: string | null, url: string): string {
  const encoded = header?.match(/filename\*\s*=\s*UTF-8''([^;]+)/iu)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  const plain = header?.match(/filename\s*=\s*"?([^";]+)"?/iu)?.[1];
  if (plain) return plain.trim();
  return url.split('?')[0]?.split('/').filter(Boolean).pop() ?? 'download';
}

type FileEndpoint = Endpoint & { answer: { kind: 'file' } };

/**
 * Fetches a file endpoint through the API client (so a refusal shows the server's reason and a lost
 * session signs in again) and hands it to the browser as a download named by the server.
 */
export async function downloadFile<E extends FileEndpoint>(
  endpoint: E,
  ...[args]: ArgsOf<E, { onBytes?: (received: number) => void; client?: ApiClient }>
): Promise<string> {
  const client = args?.client ?? api;
  const { blob, headers } = await (client.file as (endpoint: E, args: unknown) => ReturnType<ApiClient['file']>)(endpoint, args);
  const path = pathOf(endpoint, args?.params as Record<string, string> | undefined);
  const filename = filenameFromDisposition(headers.get('content-disposition'), path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return filename;
}
