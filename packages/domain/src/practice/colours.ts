/** The practice's colour scheme (spec 1 §3); the web app sets these as CSS variables. Kept free of zod so the shell can load it cheaply. */
export type ColourScheme = {
  accent: string;
  main: string;
  transparentBox: string;
  textDark: string;
  textLight: string;
  background: string;
  secondHeader: string;
};

export const defaultColourScheme: ColourScheme = {
  accent: '#004478',
  main: '#092043',
  transparentBox: '#e8eef5',
  textDark: '#1a1a2e',
  textLight: '#ffffff',
  background: '#f6f8fb',
  secondHeader: '#0b2b57',
};

/** The one form a stored colour takes: `#` and six hex digits. */
export const hexColourPattern = /^#[0-9a-fA-F]{6}$/u;

/** Texts of the colour rules, shared by the server's refusals and the colour fields. */
export const colourMessages = {
  invalid: 'Enter a colour as # and six digits or letters a to f, like #004478',
} as const;

/** Whether `value` is a colour as the settings store it (`#rrggbb`). */
export function isHexColour(value: string): boolean {
  return hexColourPattern.test(value);
}

/**
 * Reads what a person typed as a colour: `#rrggbb` or the short `#rgb`, with or without the `#`,
 * in either case. Answers the stored form (`#rrggbb`, lower case) or null when it is not a colour.
 */
export function parseColour(text: string): string | null {
  const digits = text.trim().replace(/^#/u, '');
  if (/^[0-9a-fA-F]{6}$/u.test(digits)) return `#${digits.toLowerCase()}`;
  if (/^[0-9a-fA-F]{3}$/u.test(digits)) return `#${[...digits.toLowerCase()].map((d) => d + d).join('')}`;
  return null;
}

/** WCAG 2 AA minimum contrast for body text. */
export const aaBodyTextRatio = 4.5;

function linearChannel(value: number): number {
  const s = value / 255;
  return s <= 0.039_28 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour (0 for black to 1 for white). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * linearChannel((n >> 16) & 255) + 0.7152 * linearChannel((n >> 8) & 255) + 0.0722 * linearChannel(n & 255);
}

/** WCAG contrast ratio between two `#rrggbb` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio to two decimals (4.48 for #777777 on white); one just under AA never reads as "4.50". */
export function formatContrastRatio(ratio: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  return (ratio < aaBodyTextRatio && rounded >= aaBodyTextRatio ? aaBodyTextRatio - 0.01 : rounded).toFixed(2);
}

/** Of the scheme's light and dark text colours, the one easier to read on `background`; white or black when neither reaches AA. */
export function readableTextOn(background: string, scheme: Pick<ColourScheme, 'textDark' | 'textLight'>): string {
  const light = contrastRatio(background, scheme.textLight);
  const dark = contrastRatio(background, scheme.textDark);
  if (Math.max(light, dark) >= aaBodyTextRatio) return light >= dark ? scheme.textLight : scheme.textDark;
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}

/** A text colour by the name a person knows it: the practice's own light or dark text, or plain white or black. */
export type TextColourName = 'textLight' | 'textDark' | 'white' | 'black';
/** Where a colour of the settings is painted; `surface` is null when the colour is itself the text. */
export type TextContrast = { text: TextColourName; surface: keyof ColourScheme | null; ratio: number; isAaBodyText: boolean };

function contrastOf(text: TextColourName, textColour: string, surfaceColour: string, surface: keyof ColourScheme | null): TextContrast {
  const ratio = contrastRatio(textColour, surfaceColour);
  return { text, surface, ratio, isAaBodyText: ratio >= aaBodyTextRatio };
}

/** Of `candidates`, the text that reads best on `surfaceColour`. */
function bestTextOn(surfaceColour: string, candidates: [TextColourName, string][]): TextContrast {
  const checks = candidates.map(([name, colour]) => contrastOf(name, colour, surfaceColour, null));
  return checks.reduce((best, check) => (check.ratio > best.ratio ? check : best));
}

/** The surfaces the app paints with the practice's light or dark text, whichever reads better (as the theme does). */
const brandSurfaces = ['accent', 'main', 'secondHeader'] as const satisfies readonly (keyof ColourScheme)[];

/**
 * For each colour of a scheme, the body text it meets and its contrast: on the accent, main and
 * second-header colours, the better of the practice's light and dark text; on the background and
 * the transparent box, the dark text; for the dark text, the background; for the light text, the
 * brand colour it reads worst on among those it is used on (null where it is used on none).
 * Only valid `#rrggbb` colours are checked; any other colour answers null.
 */
export function schemeContrasts(scheme: ColourScheme): Record<keyof ColourScheme, TextContrast | null> {
  const valid = (...colours: string[]) => colours.every(isHexColour);
  const texts: [TextColourName, string][] = [
    ['textLight', scheme.textLight],
    ['textDark', scheme.textDark],
  ];
  const onBrand = (surface: (typeof brandSurfaces)[number]) =>
    valid(scheme[surface], scheme.textLight, scheme.textDark) ? bestTextOn(scheme[surface], texts) : null;
  const onDark = (surface: 'background' | 'transparentBox') =>
    valid(scheme[surface], scheme.textDark) ? contrastOf('textDark', scheme.textDark, scheme[surface], null) : null;
  const lightUses = brandSurfaces
    .map((surface) => ({ surface, check: onBrand(surface) }))
    .filter(({ check }) => check?.text === 'textLight')
    .map(({ surface, check }) => ({ ...(check as TextContrast), surface }));
  return {
    accent: onBrand('accent'),
    main: onBrand('main'),
    secondHeader: onBrand('secondHeader'),
    background: onDark('background'),
    transparentBox: onDark('transparentBox'),
    textDark: valid(scheme.textDark, scheme.background) ? contrastOf('textDark', scheme.textDark, scheme.background, 'background') : null,
    textLight: lightUses.reduce<TextContrast | null>((worst, check) => (worst && worst.ratio <= check.ratio ? worst : check), null),
  };
}

/** The text a browser shows on a colour of the web manifest (its toolbar, its splash screen): white or black, whichever reads better. */
export function plainTextContrast(colour: string): TextContrast | null {
  if (!isHexColour(colour)) return null;
  return bestTextOn(colour, [
    ['white', '#ffffff'],
    ['black', '#000000'],
  ]);
}
