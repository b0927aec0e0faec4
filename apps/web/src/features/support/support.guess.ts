import type { SupportBrowser, SupportDevice } from '@advice/domain';

/**
 * The device and browser the form starts with, read from the browser's user agent: a guess the person
 * can change, so a wrong one costs a click. Order matters: iPads and Android claim Safari or Chrome too.
 */
export function guessDevice(userAgent: string): SupportDevice {
  if (/iPhone|iPad|iPod/u.test(userAgent)) return 'ios';
  if (/Android/u.test(userAgent)) return 'android';
  if (/Windows/u.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/u.test(userAgent)) return 'macos';
  if (/Linux|X11|CrOS/u.test(userAgent)) return 'linux';
  return 'other';
}

export function guessBrowser(userAgent: string): SupportBrowser {
  if (/Trident|MSIE/u.test(userAgent)) return 'internet_explorer';
  if (/Edg\//u.test(userAgent)) return 'edge';
  if (/Edge\//u.test(userAgent)) return 'edge_legacy';
  if (/Firefox|FxiOS/u.test(userAgent)) return 'firefox';
  if (/Android/u.test(userAgent) && /Chrome/u.test(userAgent)) return 'android_chrome';
  if (/Chrome|CriOS|Chromium/u.test(userAgent)) return 'chrome';
  if (/Safari/u.test(userAgent)) return 'safari';
  return 'other';
}
