import { checkChosenFile, uploadPolicies } from '@advice/domain';

/** The welcome-video rules the server checks (its upload policy), shown as soon as a file is chosen (the server also checks the content). */
export function videoProblem(file: Pick<File, 'size' | 'type' | 'name'> | null): string | undefined {
  if (!file) return undefined;
  return checkChosenFile(uploadPolicies.welcomeVideo, file) ?? undefined;
}
