/** Being written: see the brief. */
export function SignByLinkPage() {
  return null;
}
