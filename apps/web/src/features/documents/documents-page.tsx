/** Being written: see the brief. */
export function DocumentsPage() {
  return null;
}
