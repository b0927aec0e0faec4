import { clientMessages, welcomeVideo } from '@advice/domain';

/** The welcome-video rules the server checks, shown as soon as a file is chosen (the server also checks the content). */
export function videoProblem(file: Pick<File, 'size' | 'type' | 'name'> | null): string | undefined {
  if (!file) return undefined;
  if (file.type !== welcomeVideo.mime && !file.name.toLowerCase().endsWith('.mp4')) return clientMessages['clients.videoType'];
  if (file.size > welcomeVideo.maxBytes) return clientMessages['clients.videoSize'];
  return undefined;
}
