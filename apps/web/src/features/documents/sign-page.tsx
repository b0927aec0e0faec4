/** Being written: see the brief. */
export function SignDocumentPage() {
  return null;
}
