// The machine's programs the tests drive: Debian's Chromium for the browser journeys, poppler's pdfsig for the PDF seals,
// pocketsphinx with its English model and flite's voices for the meeting transcription's two-voice test, ffmpeg (with
// its ffprobe) for composing the meetings' recorded media, Janus for the meetings' calls through the SFU, coturn (with its
// test client) for the meetings' TURN credentials.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Each program `npm test` needs from the machine, where it looks for it, and the Debian package that brings it. */
export const testTools = [
  { name: 'Chromium (/usr/bin/chromium)', file: '/usr/bin/chromium', debianPackage: 'chromium' },
  { name: 'pdfsig', command: 'pdfsig', debianPackage: 'poppler-utils' },
  { name: 'pocketsphinx_continuous', command: 'pocketsphinx_continuous', debianPackage: 'pocketsphinx' },
  {
    name: "pocketsphinx's English model",
    file: '/usr/share/pocketsphinx/model/en-us/en-us/mdef',
    readable: true,
    debianPackage: 'pocketsphinx-en-us',
  },
  { name: 'flite', command: 'flite', debianPackage: 'flite' },
  { name: 'ffmpeg', command: 'ffmpeg', debianPackage: 'ffmpeg' },
  { name: 'janus', command: 'janus', debianPackage: 'janus' },
  { name: 'turnserver', command: 'turnserver', debianPackage: 'coturn' },
];

/**
 * What to do before the tests run, given the tools the machine lacks: run, install their Debian packages (as
 * `.ci/run` does: only as root with apt-get at hand), or stop with one line saying what to install.
 * @param {{ missing: { name: string, debianPackage: string }[], isRoot: boolean, hasAptGet: boolean }} machine
 * @returns {{ action: 'run' } | { action: 'install', packages: string[] } | { action: 'stop', message: string }}
 */
export function decideTestTools({ missing, isRoot, hasAptGet }) {
  if (missing.length === 0) return { action: 'run' };
  const packages = missing.map((tool) => tool.debianPackage);
  if (isRoot && hasAptGet) return { action: 'install', packages };
  const names = missing.map((tool) => tool.name).join(' and ');
  const how = hasAptGet
    ? `install ${missing.length > 1 ? 'them' : 'it'} with \`sudo apt-get install ${packages.join(' ')}\``
    : `install your system's ${packages.join(' and ')}`;
  return {
    action: 'stop',
    message: `npm test needs ${names}, which this machine lacks: ${how}, then run npm test again.`,
  };
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function isOnPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, command)));
}

function isReadable(file) {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

function isPresent(tool) {
  if (tool.file) return tool.readable ? isReadable(tool.file) : isExecutable(tool.file);
  return isOnPath(tool.command);
}

/** Makes sure the machine has what the tests drive, installing it when it can; exits at once with one line when it cannot. */
export function ensureTestTools() {
  const missing = () => testTools.filter((tool) => !isPresent(tool));
  const decision = decideTestTools({ missing: missing(), isRoot: process.getuid?.() === 0, hasAptGet: isOnPath('apt-get') });
  if (decision.action === 'run') return;
  if (decision.action === 'install') {
    console.log(`\n▶ installing ${decision.packages.join(', ')} from Debian for the tests`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...decision.packages], { stdio: 'inherit', env });
    const stillMissing = missing();
    if (stillMissing.length === 0) return;
    console.error(
      `npm test needs ${stillMissing.map((tool) => tool.name).join(' and ')}, which apt-get could not install: see its output above.`,
    );
    process.exit(1);
  }
  console.error(decision.message);
  process.exit(1);
}
