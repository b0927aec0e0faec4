/** The kinds of a motivation centre item (spec 1 §3): a link (URL, title), a PDF (title, document), an image gallery (main image, images). */
export const motivationItemKinds = ['link', 'pdf', 'gallery'] as const;
export type MotivationItemKind = (typeof motivationItemKinds)[number];
