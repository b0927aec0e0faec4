/** Being written: see the brief. */
export function VerifyDocumentPage() {
  return null;
}
