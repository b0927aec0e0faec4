import { PDFCheckBox, type PDFDocument, PDFRadioGroup, PDFTextField } from '@cantoo/pdf-lib';
import { embedUnicodeFont } from './pdf-fonts.ts';
import { openPdf } from './pdf-open.ts';

/** The value that unticks a checkbox (spec 2 §4: a checkbox toggles between its export value and 'Off'). */
export const checkboxOff = 'Off';

/**
 * Puts a form's values (by field name) into the document's text fields, checkboxes and radio groups, drawn
 * in a Unicode font so any name shows. Choice fields and names the form does not have are left alone; a
 * text longer than its field's maximum is cut to it. Answers how many fields took a value.
 */
export async function fillForm(document: PDFDocument, values: Readonly<Record<string, string>>): Promise<number> {
  const form = document.getForm();
  let filled = 0;
  for (const field of form.getFields()) {
    const value = values[field.getName()];
    if (value === undefined || field.isReadOnly()) continue;
    if (field instanceof PDFTextField) {
      const max = field.getMaxLength();
      field.setText(max === undefined ? value : value.slice(0, max));
    } else if (field instanceof PDFCheckBox) {
      if (value === checkboxOff) field.uncheck();
      else field.check();
    } else if (field instanceof PDFRadioGroup) {
      if (!field.getOptions().includes(value)) continue;
      field.select(value);
    } else continue;
    filled += 1;
  }
  if (filled > 0) form.updateFieldAppearances(await embedUnicodeFont(document));
  return filled;
}

/** The PDF with its form filled from `values`, still a form (signing then stamps and flattens it). */
export async function fillPdf(original: Uint8Array, values: Readonly<Record<string, string>>): Promise<Uint8Array> {
  if (Object.keys(values).length === 0) return original;
  const document = await openPdf(original);
  return (await fillForm(document, values)) > 0 ? document.save() : original;
}

/** The PDF with its form filled from `values` and flattened, so the values become page content anyone sees. */
export async function fillAndFlattenPdf(original: Uint8Array, values: Readonly<Record<string, string>>): Promise<Uint8Array> {
  const document = await openPdf(original);
  await fillForm(document, values);
  document.getForm().flatten();
  return document.save();
}
