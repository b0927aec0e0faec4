/** Extensions that name something a computer runs or a browser renders as a page: refused whatever the content. */
const programExtensions = new Set([
  'exe',
  'com',
  'bat',
  'cmd',
  'msi',
  'scr',
  'pif',
  'cpl',
  'dll',
  'sys',
  'js',
  'mjs',
  'jse',
  'vbs',
  'vbe',
  'wsf',
  'wsh',
  'ps1',
  'psm1',
  'sh',
  'bash',
  'zsh',
  'jar',
  'apk',
  'app',
  'dmg',
  'hta',
  'html',
  'htm',
  'xhtml',
  'svg',
  'svgz',
  'php',
  'py',
  'pl',
  'rb',
  'lnk',
  'reg',
  'inf',
  'docm',
  'xlsm',
  'pptm',
  'dotm',
  'xltm',
  'potm',
]);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const controlCharacters = /[\u0000-\u001f\u007f]/u;
/** Windows device names, which no file may be called whatever its extension. */
const reservedNames = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/iu;

/** The longest file name most systems keep. */
export const fileNameMaxLength = 255;

/**
 * What is wrong with a file's name, by cause: `program` when its last extension is one of a program or a
 * page (which is a wrong type of file, not a wrong name), `hiddenProgram` when such an extension hides
 * inside the name (`invoice.exe.pdf`).
 */
export type FileNameProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong'; length: number }
  | { kind: 'control' }
  | { kind: 'path' }
  | { kind: 'hidden' }
  | { kind: 'reserved'; device: string }
  | { kind: 'program'; ext: string }
  | { kind: 'hiddenProgram'; ext: string };

/** A file name's last extension, lower case, without its dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  return /\.([^.]+)$/u.exec(fileName.trim())?.[1]?.trim().toLowerCase() ?? '';
}

/**
 * Checks an uploaded file's own name (spec 1 §5 'forbidden file name'): not empty or too long, no path or
 * control characters, not hidden, not a device name, no extension of something that runs. `null` when it
 * is acceptable.
 */
export function fileNameProblemOf(fileName: string): FileNameProblem | null {
  const name = fileName.trim();
  if (name.length === 0) return { kind: 'empty' };
  if (name.length > fileNameMaxLength) return { kind: 'tooLong', length: name.length };
  if (controlCharacters.test(name)) return { kind: 'control' };
  if (/[/\\]/u.test(name)) return { kind: 'path' };
  if (name.startsWith('.')) return { kind: 'hidden' };
  const device = reservedNames.exec(name)?.[1];
  if (device) return { kind: 'reserved', device: device.toUpperCase() };
  const extensions = name.toLowerCase().split('.').slice(1);
  const last = extensionOf(name);
  if (programExtensions.has(last)) return { kind: 'program', ext: last };
  const hidden = extensions.map((ext) => ext.trim()).find((ext) => programExtensions.has(ext));
  return hidden ? { kind: 'hiddenProgram', ext: hidden } : null;
}
