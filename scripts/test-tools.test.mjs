import { describe, expect, it } from 'vitest';
import { decideTestTools, testTools } from './test-tools.mjs';

const chromium = testTools[0];
const pdfsig = testTools[1];

describe('testTools', () => {
  it('lists ffmpeg for composing the meetings’ recordings, from its Debian package (which brings ffprobe too)', () => {
    expect(testTools).toContainEqual({ name: 'ffmpeg', command: 'ffmpeg', debianPackage: 'ffmpeg' });
  });

  it('lists Janus for the meetings’ calls through the SFU, so the three-party journey calls through it', () => {
    expect(testTools).toContainEqual({ name: 'janus', command: 'janus', debianPackage: 'janus' });
  });

  it('lists coturn for the TURN credentials’ test, from its Debian package (which brings its test client too)', () => {
    expect(testTools).toContainEqual({ name: 'turnserver', command: 'turnserver', debianPackage: 'coturn' });
  });

  it('names each Debian package once, so an install asks for it once', () => {
    const packages = testTools.map((tool) => tool.debianPackage);
    expect(new Set(packages).size).toBe(packages.length);
  });
});

describe('decideTestTools', () => {
  it('runs the tests when nothing is missing, whoever runs them', () => {
    expect(decideTestTools({ missing: [], isRoot: false, hasAptGet: false })).toEqual({ action: 'run' });
  });

  it('installs the missing Debian packages as root with apt-get, as .ci/run does', () => {
    expect(decideTestTools({ missing: [chromium, pdfsig], isRoot: true, hasAptGet: true })).toEqual({
      action: 'install',
      packages: ['chromium', 'poppler-utils'],
    });
  });

  it('stops with one line naming the command when not root', () => {
    const decision = decideTestTools({ missing: [chromium], isRoot: false, hasAptGet: true });
    expect(decision).toEqual({
      action: 'stop',
      message:
        'npm test needs Chromium (/usr/bin/chromium), which this machine lacks: install it with `sudo apt-get install chromium`, then run npm test again.',
    });
  });

  it('stops with one line naming the packages on a machine without apt-get, even as root', () => {
    const decision = decideTestTools({ missing: [chromium, pdfsig], isRoot: true, hasAptGet: false });
    expect(decision.action).toBe('stop');
    expect(decision.message).not.toContain('\n');
    expect(decision.message).toContain("install your system's chromium and poppler-utils, then");
  });
});
