import type { PageViewport, PDFPageProxy } from 'pdfjs-dist';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** The value that unticks a checkbox (spec 2 §4: a checkbox toggles between its export value and 'Off'). */
export const checkboxOff = 'Off';

/** A PDF form as the viewer fills it: the values by field name, whether it may be filled now, and each change. */
export type PdfFormProps = {
  values: Readonly<Record<string, string>>;
  isEditable: boolean;
  onChange: (name: string, value: string) => void;
};

type Box = { left: number; top: number; width: number; height: number };

/** One widget of the page the viewer can fill (spec 2 §2.3: text, checkbox, radio; choice fields are not rendered). */
export type FormWidget = Box & {
  key: string;
  name: string;
  label: string;
  readOnly: boolean;
  /** The value the PDF itself holds, shown until the reader changes it. */
  initial: string;
} & (
    | { kind: 'text'; multiLine: boolean; maxLength: number | null; comb: boolean; align: 'left' | 'center' | 'right' }
    | { kind: 'checkbox'; exportValue: string }
    | { kind: 'radio'; buttonValue: string }
  );

type WidgetAnnotation = {
  id: string;
  subtype: string;
  rect: number[];
  fieldName?: string;
  fieldType?: string;
  fieldValue?: unknown;
  alternativeText?: string;
  readOnly?: boolean;
  multiLine?: boolean;
  maxLen?: number;
  comb?: boolean;
  textAlignment?: number;
  checkBox?: boolean;
  radioButton?: boolean;
  pushButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
};

const alignments = ['left', 'center', 'right'] as const;

/** The page's fillable widgets, placed as shown: text fields, checkboxes and radio buttons (never choice or push buttons). */
export async function readFormWidgets(page: PDFPageProxy, viewport: PageViewport): Promise<FormWidget[]> {
  const annotations = (await page.getAnnotations({ intent: 'display' })) as WidgetAnnotation[];
  const widgets: FormWidget[] = [];
  for (const annotation of annotations) {
    if (annotation.subtype !== 'Widget' || !annotation.fieldName) continue;
    const [left = 0, bottom = 0, right = 0, top = 0] = annotation.rect;
    const [x1 = 0, y1 = 0] = viewport.convertToViewportPoint(left, bottom) as number[];
    const [x2 = 0, y2 = 0] = viewport.convertToViewportPoint(right, top) as number[];
    const box = { left: Math.min(x1, x2), top: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
    const base = {
      ...box,
      key: annotation.id,
      name: annotation.fieldName,
      label: annotation.alternativeText?.trim() || annotation.fieldName,
      readOnly: annotation.readOnly === true,
    };
    const value = typeof annotation.fieldValue === 'string' ? annotation.fieldValue : '';
    if (annotation.fieldType === 'Tx') {
      widgets.push({
        ...base,
        kind: 'text',
        initial: value,
        multiLine: annotation.multiLine === true,
        maxLength: typeof annotation.maxLen === 'number' && annotation.maxLen > 0 ? annotation.maxLen : null,
        comb: annotation.comb === true,
        align: alignments[annotation.textAlignment ?? 0] ?? 'left',
      });
    } else if (annotation.fieldType === 'Btn' && annotation.checkBox && annotation.exportValue) {
      widgets.push({ ...base, kind: 'checkbox', initial: value || checkboxOff, exportValue: annotation.exportValue });
    } else if (annotation.fieldType === 'Btn' && annotation.radioButton && annotation.buttonValue) {
      widgets.push({ ...base, kind: 'radio', initial: value, buttonValue: annotation.buttonValue });
    }
  }
  return widgets;
}

/** The page's form widgets as inputs over it; disabled while the form may not be filled. */
export function PdfFormLayer({ widgets, form, pageKey }: { widgets: readonly FormWidget[]; form: PdfFormProps; pageKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="pdf-viewer__form">
      {widgets.map((widget) => {
        const value = form.values[widget.name] ?? widget.initial;
        const isDisabled = widget.readOnly || !form.isEditable;
        const style: CSSProperties = { left: widget.left, top: widget.top, width: widget.width, height: widget.height };
        const label = t('pdfViewer.formField', { name: widget.label });
        if (widget.kind === 'checkbox')
          return (
            <input
              key={widget.key}
              type="checkbox"
              className="pdf-viewer__widget pdf-viewer__widget--check"
              style={style}
              aria-label={label}
              checked={value !== checkboxOff && value !== ''}
              disabled={isDisabled}
              onChange={(event) => form.onChange(widget.name, event.target.checked ? widget.exportValue : checkboxOff)}
            />
          );
        if (widget.kind === 'radio')
          return (
            <input
              key={widget.key}
              type="radio"
              name={`${pageKey}-${widget.name}`}
              className="pdf-viewer__widget pdf-viewer__widget--check"
              style={style}
              aria-label={t('pdfViewer.formOption', { name: widget.label, option: widget.buttonValue })}
              checked={value === widget.buttonValue}
              disabled={isDisabled}
              onChange={() => form.onChange(widget.name, widget.buttonValue)}
            />
          );
        const textStyle: CSSProperties = {
          ...style,
          textAlign: widget.align,
          fontSize: Math.max(8, Math.min(widget.height * 0.7, 16)),
          ...(widget.comb && widget.maxLength ? { letterSpacing: `calc(${widget.width / widget.maxLength}px - 1ch)` } : {}),
        };
        const common = {
          className: 'pdf-viewer__widget',
          style: textStyle,
          'aria-label': label,
          value,
          disabled: isDisabled,
          maxLength: widget.maxLength ?? undefined,
        };
        return widget.multiLine ? (
          <textarea key={widget.key} {...common} onChange={(event) => form.onChange(widget.name, event.target.value)} />
        ) : (
          <input key={widget.key} type="text" {...common} onChange={(event) => form.onChange(widget.name, event.target.value)} />
        );
      })}
    </div>
  );
}
