import type { ColourScheme, PublicPractice } from '@advice/domain';

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.039_28 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Of the scheme's light and dark text colours, the one easier to read on `background`. */
export function readableTextOn(background: string, scheme: Pick<ColourScheme, 'textDark' | 'textLight'>): string {
  const light = contrastRatio(background, scheme.textLight);
  const dark = contrastRatio(background, scheme.textDark);
  if (Math.max(light, dark) >= 4.5) return light >= dark ? scheme.textLight : scheme.textDark;
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}

/** The accent as a link colour on the page background, unless a practice's accent is too pale to read. */
function linkColour(scheme: ColourScheme): string {
  return contrastRatio(scheme.accent, scheme.background) >= 4.5 && contrastRatio(scheme.accent, '#ffffff') >= 4.5
    ? scheme.accent
    : scheme.textDark;
}

/** The CSS variables the stylesheet reads, from a practice's colour scheme. */
export function themeVariables(scheme: ColourScheme): Record<string, string> {
  return {
    '--color-accent': scheme.accent,
    '--color-on-accent': readableTextOn(scheme.accent, scheme),
    '--color-main': scheme.main,
    '--color-on-main': readableTextOn(scheme.main, scheme),
    '--color-transparent-box': scheme.transparentBox,
    '--color-text-dark': scheme.textDark,
    '--color-text-light': scheme.textLight,
    '--color-background': scheme.background,
    '--color-second-header': scheme.secondHeader,
    '--color-on-second-header': readableTextOn(scheme.secondHeader, scheme),
    '--color-link': linkColour(scheme),
  };
}

export function applyTheme(scheme: ColourScheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(scheme))) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', scheme.main);
}

/** Points the page's favicon and manifest at the practice's own, keeping the portal's when it has none. */
export function applyBranding(practice: Pick<PublicPractice, 'favicon_url' | 'manifest_url'>, head: HTMLElement = document.head): void {
  const icon = head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) {
    icon.dataset.defaultHref ??= icon.getAttribute('href') ?? '/favicon.svg';
    icon.href = practice.favicon_url ?? icon.dataset.defaultHref;
    if (practice.favicon_url) icon.removeAttribute('type');
  }
  const manifest = head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest && practice.manifest_url) manifest.setAttribute('href', practice.manifest_url);
}
