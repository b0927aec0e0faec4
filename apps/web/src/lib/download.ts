import { type ApiClient, api } from './api.ts';

/** The file name a `content-disposition` header gives, else the last part of the URL. */
export function filenameFromDisposition(header: string | null, url: string): string {
  const encoded = header?.match(/filename\*\s*=\s*UTF-8''([^;]+)/iu)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  const plain = header?.match(/filename\s*=\s*"?([^";]+)"?/iu)?.[1];
  if (plain) return plain.trim();
  return url.split('?')[0]?.split('/').filter(Boolean).pop() ?? 'download';
}

/** Fetches a file from the API as a blob and hands it to the browser as a download. */
export async function downloadFile(path: string, client: ApiClient = api): Promise<string> {
  const { blob, headers } = await client.blob(path);
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
