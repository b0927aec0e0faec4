import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's page count and the text of every page, read back by pdf.js, with runs of white space as one space. */
export async function pdfText(file: Uint8Array): Promise<{ pages: number; text: string }> {
  const task = getDocument({ data: new Uint8Array(file), useSystemFonts: false, verbosity: 0 });
  const pdf = await task.promise;
  const texts: string[] = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return { pages: pdf.numPages, text: texts.join('\n').replace(/\s+/gu, ' ') };
}
