/** When the browser last heard from the API; the session banner measures inactivity from it. */
let lastActivityAt = Date.now();
const listeners = new Set<() => void>();

export function markActivity(at: number = Date.now()): void {
  lastActivityAt = at;
  for (const listener of listeners) listener();
}

export function getLastActivity(): number {
  return lastActivityAt;
}

export function subscribeActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
