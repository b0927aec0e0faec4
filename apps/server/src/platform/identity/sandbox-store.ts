import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * The sandbox provider's store (sessions, interactions, codes, tokens, grants), in this server's memory: a
 * sign-in must start and end on the instance that began it, which one instance (the embedded default) always
 * does. Entries expire with their artifact, and the oldest go first past `limit`, so testers cannot grow it.
 */
type Entry = { payload: AdapterPayload; expiresAt: number };

export function createSandboxStore(limit = 10_000): (name: string) => Adapter {
  const entries = new Map<string, Entry>();
  const keyOf = (name: string, id: string) => `${name}:${id}`;

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  const prune = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size <= limit) break;
      entries.delete(key);
    }
  };

  const findWhere = (name: string, field: 'uid' | 'userCode', value: string) => {
    for (const [key, entry] of entries) {
      if (key.startsWith(`${name}:`) && entry.payload[field] === value) return live(key);
    }
    return undefined;
  };

  return (name) => ({
    async upsert(id, payload, expiresIn) {
      entries.delete(keyOf(name, id));
      entries.set(keyOf(name, id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
      if (entries.size > limit) prune();
    },
    async find(id) {
      return live(keyOf(name, id));
    },
    async findByUid(uid) {
      return findWhere(name, 'uid', uid);
    },
    async findByUserCode(userCode) {
      return findWhere(name, 'userCode', userCode);
    },
    async consume(id) {
      const payload = live(keyOf(name, id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      entries.delete(keyOf(name, id));
    },
    async revokeByGrantId(grantId) {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
    },
  });
}
