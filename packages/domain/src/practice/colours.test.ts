import { describe, expect, it } from 'vitest';
import {
  type ColourScheme,
  contrastRatio,
  defaultColourScheme,
  formatContrastRatio,
  isHexColour,
  parseColour,
  plainTextContrast,
  schemeContrasts,
} from './colours.ts';
import { colourSchemeSchema } from './practice.schemas.ts';
import { generalSettingsSchema } from './practice-settings.schemas.ts';

describe('reading a typed colour', () => {
  it.each([
    ['#004478', '#004478'],
    ['#AA3300', '#aa3300'],
    ['aa3300', '#aa3300'],
    ['  #aa3300 ', '#aa3300'],
    ['#a30', '#aa3300'],
    ['FFF', '#ffffff'],
  ])('reads %j as %s', (text, colour) => {
    expect(parseColour(text)).toBe(colour);
  });

  it.each(['blue-ish', 'blue', '', '#', '#12345', '#1234567', '#gggggg', 'rgb(0,0,0)'])('refuses %j', (text) => {
    expect(parseColour(text)).toBeNull();
  });

  it('stores only the long form with its #', () => {
    expect(isHexColour('#aa3300')).toBe(true);
    expect(isHexColour('#a30')).toBe(false);
    expect(isHexColour('aa3300')).toBe(false);
  });

  it('refuses "blue-ish" in the colour scheme and the web manifest with the same message', () => {
    const scheme = colourSchemeSchema.safeParse({ ...defaultColourScheme, accent: 'blue-ish' });
    expect(scheme.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['accent', 'Enter a colour as # and six digits or letters a to f, like #004478'],
    ]);
    const manifest = generalSettingsSchema.shape.webManifest.safeParse({
      shortName: '',
      description: '',
      backgroundColour: 'blue-ish',
      themeColour: '#004478',
    });
    expect(manifest.error?.issues.map((issue) => issue.message)).toEqual([scheme.error?.issues[0]?.message]);
  });
});

describe('WCAG contrast', () => {
  it.each([
    ['#ffffff', '#000000', '21.00'],
    ['#777777', '#ffffff', '4.48'],
    ['#767676', '#ffffff', '4.54'],
    ['#757575', '#ffffff', '4.61'],
    ['#004478', '#ffffff', '10.01'],
    ['#777777', '#777777', '1.00'],
  ])('%s on %s is %s:1', (text, background, shown) => {
    expect(formatContrastRatio(contrastRatio(text, background))).toBe(shown);
  });

  it('never shows a ratio just under 4.5:1 as 4.50', () => {
    expect(formatContrastRatio(4.4991)).toBe('4.49');
    expect(formatContrastRatio(4.5)).toBe('4.50');
  });

  it('gives #777777 on white 4.48:1, below the 4.5:1 AA needs for body text', () => {
    const ratio = contrastRatio('#777777', '#ffffff');
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(ratio).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#777777')).toBe(ratio);
  });
});

describe('the text each colour of a scheme carries', () => {
  it('passes AA everywhere with the default scheme', () => {
    const checks = Object.values(schemeContrasts(defaultColourScheme)).filter((check) => check !== null);
    expect(checks.every((check) => check.isAaBodyText)).toBe(true);
  });

  it('names the practice light text on a grey accent, with its ratio', () => {
    const accent = schemeContrasts({ ...defaultColourScheme, accent: '#777777' }).accent;
    expect(accent).toMatchObject({ text: 'textLight', surface: null, isAaBodyText: false });
    expect(accent?.ratio).toBeCloseTo(4.48, 2);
  });

  it('names the dark text on a dark page background', () => {
    const scheme: ColourScheme = { ...defaultColourScheme, background: '#555555' };
    expect(schemeContrasts(scheme).background).toMatchObject({ text: 'textDark', isAaBodyText: false });
    expect(schemeContrasts(scheme).textDark).toMatchObject({ text: 'textDark', surface: 'background', isAaBodyText: false });
  });

  it('checks the light text on the brand colour it reads worst on', () => {
    const scheme: ColourScheme = { ...defaultColourScheme, textLight: '#bbbbbb' };
    const light = schemeContrasts(scheme).textLight;
    expect(light?.surface).toBe('accent');
    expect(light?.ratio).toBeCloseTo(contrastRatio('#bbbbbb', defaultColourScheme.accent), 5);
  });

  it('does not check a colour that is not one yet', () => {
    const checks = schemeContrasts({ ...defaultColourScheme, textDark: 'blue-ish' });
    expect([checks.textDark, checks.background, checks.transparentBox]).toEqual([null, null, null]);
  });

  it('puts white or black on a web manifest colour', () => {
    expect(plainTextContrast('#092043')).toMatchObject({ text: 'white', isAaBodyText: true });
    expect(plainTextContrast('#f5d76e')).toMatchObject({ text: 'black', isAaBodyText: true });
    expect(plainTextContrast('blue-ish')).toBeNull();
  });
});
