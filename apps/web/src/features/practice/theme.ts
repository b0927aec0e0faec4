import type { ColourScheme, PublicPractice } from '@advice/domain';
import { aaBodyTextRatio, contrastRatio, readableTextOn } from '@advice/domain/practice/colours';

/** The accent as a link colour on the page background, unless a practice's accent is too pale to read. */
function linkColour(scheme: ColourScheme): string {
  return contrastRatio(scheme.accent, scheme.background) >= aaBodyTextRatio && contrastRatio(scheme.accent, '#ffffff') >= aaBodyTextRatio
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
