export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const urlPattern = /https?:\/\/[^\s<>"']+/gu;
/** Sentence punctuation right after a URL belongs to the sentence, not the link. */
const trailingPunctuation = /[.,;:!?)\]]+$/u;

/** Splits plain text into text and http(s) links, so links can be made clickable without HTML. */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const href = raw.replace(trailingPunctuation, '');
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** A link to this same site becomes an in-app path, so following it keeps the app loaded. */
export function toInAppPath(href: string, origin: string): string | null {
  try {
    const url = new URL(href);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
