import { randomUUID } from 'node:crypto';
import { type AdminLevel, defaultColourScheme, type Role } from '@advice/domain';
import { count } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { practiceHosts, practices, users } from '../db/schema/index.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import type { Runtime } from '../runtime.ts';

type SeedUser = {
  email: string;
  first: string;
  last: string;
  role: Role;
  adminLevel?: AdminLevel;
  adviser?: string;
  phone?: string;
  status?: string;
};

const demoClients: SeedUser[] = [
  { email: 'client@demo.test', first: 'Charlotte', last: 'Hughes', role: 'client', adviser: 'adviser@demo.test', phone: '+44 7700 900123' },
  { email: 'oliver.bennett@demo.test', first: 'Oliver', last: 'Bennett', role: 'client', adviser: 'adviser@demo.test' },
  {
    email: 'amelia.clarke@demo.test',
    first: 'Amelia',
    last: 'Clarke',
    role: 'client',
    adviser: 'adviser@demo.test',
    phone: '+44 7700 900456',
  },
  { email: 'harry.patel@demo.test', first: 'Harry', last: 'Patel', role: 'client', adviser: 'adviser2@demo.test' },
  { email: 'isla.morgan@demo.test', first: 'Isla', last: 'Morgan', role: 'client', adviser: 'adviser2@demo.test' },
  { email: 'george.wright@demo.test', first: 'George', last: 'Wright', role: 'client', adviser: 'adviser2@demo.test', status: 'invited' },
  { email: 'sophia.evans@demo.test', first: 'Sophia', last: 'Evans', role: 'client', adviser: 'adviser3@demo.test' },
  { email: 'jack.thompson@demo.test', first: 'Jack', last: 'Thompson', role: 'client', adviser: 'adviser3@demo.test' },
  {
    email: 'emily.roberts@demo.test',
    first: 'Emily',
    last: 'Roberts',
    role: 'client',
    adviser: 'adviser3@demo.test',
    status: 'deactivated',
  },
  { email: 'noah.walker@demo.test', first: 'Noah', last: 'Walker', role: 'client', adviser: 'adviser@demo.test' },
  { email: 'prospect@demo.test', first: 'Freya', last: 'Lewis', role: 'client', status: 'invited' },
  { email: 'prospect2@demo.test', first: 'Leo', last: 'Hall', role: 'client', status: 'invited' },
];

const demoStaff: SeedUser[] = [
  { email: 'director@demo.test', first: 'Diana', last: 'Ashworth', role: 'director' },
  { email: 'adviser@demo.test', first: 'Adam', last: 'Fletcher', role: 'adviser', phone: '+44 20 7946 0001' },
  { email: 'adviser2@demo.test', first: 'Priya', last: 'Shah', role: 'adviser' },
  { email: 'adviser3@demo.test', first: 'Tom', last: 'Barker', role: 'adviser' },
  { email: 'admin@demo.test', first: 'Alice', last: 'Reid', role: 'admin', adminLevel: 'normal' },
  { email: 'prime@demo.test', first: 'Paul', last: 'Kerr', role: 'admin', adminLevel: 'prime' },
];

const secondPractice: SeedUser[] = [
  { email: 'director@second.test', first: 'Sam', last: 'Owens', role: 'director' },
  { email: 'adviser@second.test', first: 'Ruth', last: 'Dixon', role: 'adviser' },
  { email: 'client@second.test', first: 'Owen', last: 'Price', role: 'client', adviser: 'adviser@second.test' },
];

const platformAdmins: SeedUser[] = [
  { email: 'superadmin@demo.test', first: 'Sara', last: 'Mills', role: 'super_admin' },
  { email: 'support@demo.test', first: 'Ben', last: 'Carter', role: 'support_admin' },
];

async function insertUsers(tx: Tx, practiceId: string | null, people: SeedUser[], passwordHash: string): Promise<void> {
  const ids = new Map(people.map((p) => [p.email, randomUUID()]));
  const now = new Date();
  await tx.insert(users).values(
    people.map((p) => {
      const status = p.status ?? 'active';
      return {
        id: ids.get(p.email) ?? randomUUID(),
        practiceId,
        role: p.role,
        adminLevel: p.adminLevel ?? null,
        email: p.email,
        firstName: p.first,
        lastName: p.last,
        phone: p.phone ?? null,
        passwordHash: status === 'invited' ? null : passwordHash,
        status,
        confirmedAt: status === 'invited' ? null : now,
        adviserId: p.adviser ? (ids.get(p.adviser) ?? null) : null,
        deactivatedAt: status === 'deactivated' ? now : null,
      };
    }),
  );
}

async function insertPractice(tx: Tx, name: string, hosts: string[], settings: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await tx.insert(practices).values({ id, name, settings });
  await tx.insert(practiceHosts).values(hosts.map((host) => ({ host, practiceId: id })));
  return id;
}

/** Seeds the demo practices on first start only (when no practice exists yet). Returns whether it seeded. */
export async function seedDemoIfEmpty(runtime: Runtime): Promise<boolean> {
  const [existing] = await runtime.db.select({ value: count() }).from(practices);
  if ((existing?.value ?? 0) > 0) return false;
  const passwordHash = await hashPassword(runtime.config.demoPassword);
  await runtime.db.transaction(async (tx) => {
    const demo = await insertPractice(tx, 'Demo Practice', ['localhost', 'demo.localhost', '127.0.0.1'], {
      colourScheme: defaultColourScheme,
      sessionTimeoutEnabled: true,
    });
    const second = await insertPractice(tx, 'Second Practice', ['second.localhost'], {
      colourScheme: { ...defaultColourScheme, accent: '#7a1f5c', main: '#2d0a22' },
    });
    await insertUsers(tx, demo, [...demoStaff, ...demoClients], passwordHash);
    await insertUsers(tx, second, secondPractice, passwordHash);
    await insertUsers(tx, null, platformAdmins, passwordHash);
  });
  return true;
}

export const demoAccounts = {
  demo: [...demoStaff, ...demoClients.slice(0, 1)].map((u) => u.email),
  second: secondPractice.map((u) => u.email),
  platform: platformAdmins.map((u) => u.email),
};
