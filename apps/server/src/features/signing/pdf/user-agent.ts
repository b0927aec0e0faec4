/** Browsers by the token that names them, the more specific first (Edge and Opera also say "Chrome"; Chrome says "Safari"). */
const browsers: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/u, 'Edge'],
  [/\bOPR\/(\d+)/u, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/u, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/u, 'Firefox'],
  [/\b(?:Chrome|CriOS)\/(\d+)/u, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//u, 'Safari'],
];

const systems: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/u, 'iPhone'],
  [/\biPad\b/u, 'iPad'],
  [/\bAndroid\b/u, 'Android'],
  [/\bWindows\b/u, 'Windows'],
  [/\bCrOS\b/u, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/u, 'macOS'],
  [/\bLinux\b/u, 'Linux'],
];

const longest = 60;

/**
 * A device as a person reads it, from a User-Agent header: "Chrome 131 on Windows", "Safari 18 on iPhone".
 * One it does not know is shown as it came, cut to 60 characters.
 */
export function describeUserAgent(userAgent: string | null): string | null {
  const header = userAgent?.trim();
  if (!header) return null;
  const system = systems.find(([pattern]) => pattern.test(header))?.[1];
  for (const [pattern, name] of browsers) {
    const version = pattern.exec(header)?.[1];
    if (version) return system ? `${name} ${version} on ${system}` : `${name} ${version}`;
  }
  if (system) return system;
  return header.length > longest ? `${header.slice(0, longest - 1)}…` : header;
}
