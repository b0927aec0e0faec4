/** Being written: see the brief. */
export function PrepareSigningPage() {
  return null;
}
