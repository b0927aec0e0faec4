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
