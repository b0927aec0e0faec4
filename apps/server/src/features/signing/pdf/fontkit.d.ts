/** fontkit 2 ships no types; this is the one call `PDFDocument.registerFontkit` makes of it. */
declare module 'fontkit' {
  type Fontkit = Parameters<import('@cantoo/pdf-lib').PDFDocument['registerFontkit']>[0];
  export const create: Fontkit['create'];
}
