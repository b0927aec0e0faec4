import { randomUUID } from 'node:crypto';
import {
  type AccountStatus,
  type AdminLevel,
  adminRights,
  defaultColourScheme,
  featureFlags,
  type Role,
  type TopUpAccountType,
} from '@advice/domain';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Tx } from '../db/client.ts';
import {
  adminAssignments,
  clientProfiles,
  clientTagAssignments,
  clientTags,
  financialStrategies,
  follows,
  meetingRoomAttendees,
  meetingRooms,
  messageReads,
  messages,
  motivationItems,
  practiceHosts,
  practices,
  todos,
  topUps,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { addDefaultAgendaTemplates } from '../features/practice/agenda-templates.service.ts';
import type { Runtime } from '../runtime.ts';
import { seedDemoCases } from './demo-cases.ts';

type SeedClient = {
  kind?: 'client' | 'prospect';
  netWorth?: number;
  caseSize?: number;
  city?: string;
  postCode?: string;
  tags?: string[];
  daysSinceActivity?: number;
};
type SeedUser = {
  email: string;
  first: string;
  last: string;
  role: Role;
  adminLevel?: AdminLevel;
  adviser?: string;
  phone?: string;
  status?: AccountStatus;
  jobTitle?: string;
  canRemoveClients?: boolean;
  client?: SeedClient;
};

const demoClients: SeedUser[] = [
  {
    email: 'client@demo.test',
    first: 'Charlotte',
    last: 'Hughes',
    role: 'client',
    adviser: 'adviser@demo.test',
    phone: '+44 7700 900123',
    client: {
      netWorth: 1_250_000,
      caseSize: 400_000,
      city: 'Bath',
      postCode: 'BA1 1AA',
      tags: ['Retirement', 'High net worth'],
      daysSinceActivity: 1,
    },
  },
  {
    email: 'oliver.bennett@demo.test',
    first: 'Oliver',
    last: 'Bennett',
    role: 'client',
    adviser: 'adviser@demo.test',
    client: { netWorth: 320_000, caseSize: 75_000, city: 'Leeds', tags: ['Pension review'], daysSinceActivity: 12 },
  },
  {
    email: 'amelia.clarke@demo.test',
    first: 'Amelia',
    last: 'Clarke',
    role: 'client',
    adviser: 'adviser@demo.test',
    phone: '+44 7700 900456',
    client: { netWorth: 860_000, caseSize: 150_000, city: 'York', tags: ['Retirement'], daysSinceActivity: 3 },
  },
  {
    email: 'harry.patel@demo.test',
    first: 'Harry',
    last: 'Patel',
    role: 'client',
    adviser: 'adviser2@demo.test',
    client: { netWorth: 2_400_000, caseSize: 900_000, city: 'London', tags: ['High net worth', 'Trusts'], daysSinceActivity: 30 },
  },
  {
    email: 'isla.morgan@demo.test',
    first: 'Isla',
    last: 'Morgan',
    role: 'client',
    adviser: 'adviser2@demo.test',
    client: { netWorth: 95_000, caseSize: 20_000, city: 'Cardiff', daysSinceActivity: 60 },
  },
  {
    email: 'george.wright@demo.test',
    first: 'George',
    last: 'Wright',
    role: 'client',
    adviser: 'adviser2@demo.test',
    status: 'invited',
    client: { netWorth: 410_000 },
  },
  {
    email: 'sophia.evans@demo.test',
    first: 'Sophia',
    last: 'Evans',
    role: 'client',
    adviser: 'adviser3@demo.test',
    client: { netWorth: 540_000, caseSize: 120_000, city: 'Bristol', tags: ['Pension review'], daysSinceActivity: 7 },
  },
  {
    email: 'jack.thompson@demo.test',
    first: 'Jack',
    last: 'Thompson',
    role: 'client',
    adviser: 'adviser3@demo.test',
    client: { netWorth: 180_000, caseSize: 45_000, city: 'Norwich', daysSinceActivity: 2 },
  },
  {
    email: 'emily.roberts@demo.test',
    first: 'Emily',
    last: 'Roberts',
    role: 'client',
    adviser: 'adviser3@demo.test',
    status: 'deactivated',
    client: { netWorth: 60_000, daysSinceActivity: 200 },
  },
  {
    email: 'noah.walker@demo.test',
    first: 'Noah',
    last: 'Walker',
    role: 'client',
    adviser: 'adviser@demo.test',
    client: { netWorth: 730_000, caseSize: 210_000, city: 'Exeter', tags: ['Trusts'], daysSinceActivity: 5 },
  },
  { email: 'prospect@demo.test', first: 'Freya', last: 'Lewis', role: 'client', status: 'invited', client: { kind: 'prospect' } },
  { email: 'prospect2@demo.test', first: 'Leo', last: 'Hall', role: 'client', status: 'invited', client: { kind: 'prospect' } },
];

const demoStaff: SeedUser[] = [
  { email: 'director@demo.test', first: 'Diana', last: 'Ashworth', role: 'director', jobTitle: 'Practice Director' },
  {
    email: 'adviser@demo.test',
    first: 'Adam',
    last: 'Fletcher',
    role: 'adviser',
    phone: '+44 20 7946 0001',
    jobTitle: 'Chartered Financial Planner',
    canRemoveClients: true,
  },
  { email: 'adviser2@demo.test', first: 'Priya', last: 'Shah', role: 'adviser', jobTitle: 'Senior Wealth Adviser' },
  { email: 'adviser3@demo.test', first: 'Tom', last: 'Barker', role: 'adviser', jobTitle: 'Financial Adviser' },
  { email: 'admin@demo.test', first: 'Alice', last: 'Reid', role: 'admin', adminLevel: 'normal' },
  { email: 'prime@demo.test', first: 'Paul', last: 'Kerr', role: 'admin', adminLevel: 'prime' },
];

const secondPractice: SeedUser[] = [
  { email: 'director@second.test', first: 'Sam', last: 'Owens', role: 'director' },
  { email: 'adviser@second.test', first: 'Ruth', last: 'Dixon', role: 'adviser' },
  {
    email: 'client@second.test',
    first: 'Owen',
    last: 'Price',
    role: 'client',
    adviser: 'adviser@second.test',
    client: { netWorth: 300_000, caseSize: 50_000, city: 'Swansea' },
  },
];

const platformAdmins: SeedUser[] = [
  { email: 'superadmin@demo.test', first: 'Sara', last: 'Mills', role: 'super_admin' },
  { email: 'support@demo.test', first: 'Ben', last: 'Carter', role: 'support_admin' },
];

const day = 24 * 3_600_000;

async function insertUsers(tx: Tx, practiceId: string | null, people: SeedUser[], passwordHash: string): Promise<Map<string, string>> {
  const ids = new Map(people.map((p) => [p.email, randomUUID()]));
  const idOf = (email: string) => ids.get(email) ?? randomUUID();
  const now = new Date();
  await tx.insert(users).values(
    people.map((p) => {
      const status = p.status ?? 'active';
      return {
        id: idOf(p.email),
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
        jobTitle: p.jobTitle ?? null,
        canRemoveClients: p.canRemoveClients ?? false,
        invitedAt: status === 'invited' ? now : null,
        // The journeys sign these people in again and again: their first sign-in's tour is behind them.
        tourGuideCompletedAt: status === 'active' ? now : null,
      };
    }),
  );
  if (!practiceId) return ids;
  const clients = people.filter((p) => p.role === 'client');
  if (clients.length > 0) {
    await tx.insert(clientProfiles).values(
      clients.map((p) => ({
        userId: idOf(p.email),
        practiceId,
        kind: p.client?.kind ?? 'client',
        netWorth: p.client?.netWorth ?? null,
        estTotalCaseSize: p.client?.caseSize ?? null,
        city: p.client?.city ?? null,
        postCode: p.client?.postCode ?? null,
        country: p.client?.city ? 'United Kingdom' : null,
        lastActivityAt: p.client?.daysSinceActivity === undefined ? null : new Date(now.getTime() - p.client.daysSinceActivity * day),
      })),
    );
  }
  const tagNames = [...new Set(clients.flatMap((p) => p.client?.tags ?? []))];
  if (tagNames.length > 0) {
    const tagIds = new Map(tagNames.map((name) => [name, randomUUID()]));
    await tx.insert(clientTags).values(tagNames.map((name) => ({ id: tagIds.get(name) ?? randomUUID(), practiceId, name })));
    await tx
      .insert(clientTagAssignments)
      .values(
        clients.flatMap((p) =>
          (p.client?.tags ?? []).map((name) => ({ tagId: tagIds.get(name) ?? '', clientId: idOf(p.email), practiceId })),
        ),
      );
  }
  return ids;
}

const demoPracticeName = 'Demo Practice';

/** The demo shows everything built so far; super admins can switch features off per practice. */
const demoFeatureFlags = Object.fromEntries(featureFlags.map((flag) => [flag, true]));

async function insertPractice(tx: Tx, name: string, hosts: string[], settings: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await tx.insert(practices).values({ id, name, settings, featureFlags: demoFeatureFlags });
  await addDefaultAgendaTemplates(tx, id);
  await tx.insert(practiceHosts).values(hosts.map((host) => ({ host, practiceId: id })));
  return id;
}

/**
 * A conversation, a shared to-do list, a motivation centre item, a strategy in the making, a top-up and two
 * advice rooms (the next review, and last quarter's, completed), on
 * Amelia Clarke (client@demo.test starts empty for the journeys): what the messages, to-dos and motivation
 * pages look like with some history. One message from the adviser is unread by her, one of hers by him.
 */
async function seedDemoSpace(tx: Tx, practiceId: string, id: (email: string) => string): Promise<void> {
  const clientId = id('amelia.clarke@demo.test');
  const adviserId = id('adviser@demo.test');
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const thread = [
    {
      authorId: adviserId,
      body: 'Hello Amelia, I have put your retirement income plan in your cases. Do ask me anything as you read it.',
      at: 50,
    },
    { authorId: clientId, body: 'Thank you. Could we talk about the cash reserve before I accept it?', at: 30 },
    {
      authorId: adviserId,
      body: 'Of course. I have added a to-do for your last pension statement; we can go through both on Thursday.',
      at: 26,
    },
    { authorId: clientId, body: 'Lovely, I will dig it out this week.', at: 3 },
  ].map((message) => ({ id: randomUUID(), ...message }));
  await tx.insert(messages).values(
    thread.map((message) => ({
      id: message.id,
      practiceId,
      clientId,
      authorId: message.authorId,
      kind: 'client_note' as const,
      body: message.body,
      createdAt: hoursAgo(message.at),
    })),
  );
  await tx.insert(messages).values({
    id: randomUUID(),
    practiceId,
    clientId,
    authorId: adviserId,
    kind: 'practice_note',
    category: 'reviewMeetingPreparation',
    body: 'Cautious about drawdown; bring the cash-flow chart with two years of spending in cash.',
    createdAt: hoursAgo(25),
  });
  // Each has read the other's messages up to the last one: the newest of each side waits unread.
  const [first, second, third] = thread;
  if (first && second && third)
    await tx.insert(messageReads).values([
      { messageId: first.id, userId: clientId, seenAt: hoursAgo(49) },
      { messageId: second.id, userId: adviserId, seenAt: hoursAgo(29) },
    ]);
  const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await tx.insert(todos).values([
    {
      id: randomUUID(),
      practiceId,
      clientId,
      title: 'Find your latest pension statement',
      dueOn: dayFromNow(-2),
      createdBy: adviserId,
      createdAt: hoursAgo(26),
      updatedAt: hoursAgo(26),
    },
    {
      id: randomUUID(),
      practiceId,
      clientId,
      title: 'Read the retirement income plan',
      dueOn: dayFromNow(7),
      createdBy: clientId,
      createdAt: hoursAgo(30),
      updatedAt: hoursAgo(30),
    },
  ]);
  await tx.insert(motivationItems).values({
    id: randomUUID(),
    practiceId,
    clientId,
    kind: 'link',
    title: 'The cottage in Padstow we are saving for',
    url: 'https://www.example.com/padstow-cottage',
    createdBy: clientId,
    updatedBy: clientId,
  });
  await tx.insert(financialStrategies).values({
    id: randomUUID(),
    practiceId,
    clientId,
    title: 'Retirement income strategy',
    summary: 'Drawdown from 62, with two years of spending kept in cash.',
    createdBy: adviserId,
    updatedBy: adviserId,
  });
  const nextReviewId = randomUUID();
  const lastReviewId = randomUUID();
  const lastReviewAt = new Date(Date.now() - 90 * 86_400_000);
  await tx.insert(meetingRooms).values([
    {
      id: nextReviewId,
      practiceId,
      clientId,
      name: 'Retirement income review',
      agenda: 'Cash reserve\nPension statement\nNext steps',
      // Tomorrow at 10:00 UTC, so the homes' panels show it.
      startAt: new Date(`${dayFromNow(1)}T10:00:00.000Z`),
      durationMinutes: 60,
      mediaRegion: 'ie1',
      createdBy: adviserId,
      updatedBy: adviserId,
    },
    {
      id: lastReviewId,
      practiceId,
      clientId,
      name: 'Introduction meeting',
      agenda: 'Introductions\nYour goals\nHow we work',
      startAt: lastReviewAt,
      durationMinutes: 45,
      mediaRegion: 'ie1',
      status: 'completed',
      completedAt: new Date(lastReviewAt.getTime() + 45 * 60_000),
      createdBy: adviserId,
      updatedBy: adviserId,
      createdAt: new Date(lastReviewAt.getTime() - 7 * 86_400_000),
    },
  ]);
  await tx
    .insert(meetingRoomAttendees)
    .values([nextReviewId, lastReviewId].flatMap((roomId) => [clientId, adviserId].map((userId) => ({ roomId, userId, practiceId }))));
  await tx.insert(topUps).values({
    id: randomUUID(),
    practiceId,
    clientId,
    accountType: 'individual_savings_account' satisfies TopUpAccountType,
    accountNumber: 'ISA-118-204',
    amount: 20_000,
    clientComment: 'This year’s ISA allowance.',
  });
}

/** Only a local demo (development or test) may hold accounts that share the printed password. */
export function isDemoSeedAllowed(config: Pick<Config, 'env'>): boolean {
  return config.env === 'development' || config.env === 'test';
}

/**
 * Seeds the demo practices on first start only (when no practice exists yet), and only in a local
 * demo: staging, beta and production start empty rather than with accounts whose password is known.
 * Returns whether it seeded.
 */
export async function seedDemoIfEmpty(runtime: Runtime): Promise<boolean> {
  const [existing] = await runtime.db.select({ value: count() }).from(practices);
  if ((existing?.value ?? 0) > 0) return false;
  if (!isDemoSeedAllowed(runtime.config)) {
    console.warn(
      `The database is empty and APP_ENV is ${runtime.config.env}: no demo practice or accounts were created, ` +
        'because they would share a known password. Demo data is seeded only with APP_ENV development or test.',
    );
    return false;
  }
  const passwordHash = await hashPassword(runtime.config.demoPassword);
  const { demo, id } = await runtime.db.transaction(async (tx) => {
    const demo = await insertPractice(tx, demoPracticeName, ['localhost', 'demo.localhost', '127.0.0.1'], {
      colourScheme: defaultColourScheme,
      sessionTimeoutEnabled: true,
      enabledLandingPages: ['welcome', 'how-it-works'],
      financialPlanningTopics: ['Retirement planning', 'Protecting my family', 'Saving for my children', 'Passing on my wealth'],
    });
    const second = await insertPractice(tx, 'Second Practice', ['second.localhost'], {
      colourScheme: { ...defaultColourScheme, accent: '#7a1f5c', main: '#2d0a22' },
    });
    const demoIds = await insertUsers(tx, demo, [...demoStaff, ...demoClients], passwordHash);
    const id = (email: string) => demoIds.get(email) ?? '';
    // Alice supports Adam with every right; Paul (prime) supports Adam with one right and Priya with none.
    await tx.insert(adminAssignments).values([
      { practiceId: demo, adminId: id('admin@demo.test'), adviserId: id('adviser@demo.test'), rights: [...adminRights] },
      { practiceId: demo, adminId: id('prime@demo.test'), adviserId: id('adviser@demo.test'), rights: ['sendRecommendationPack'] },
      { practiceId: demo, adminId: id('prime@demo.test'), adviserId: id('adviser2@demo.test'), rights: [] },
    ]);
    await tx.insert(follows).values(
      ['client@demo.test', 'oliver.bennett@demo.test', 'amelia.clarke@demo.test', 'noah.walker@demo.test'].map((email) => ({
        staffId: id('adviser@demo.test'),
        clientId: id(email),
        practiceId: demo,
      })),
    );
    await seedDemoSpace(tx, demo, id);
    await insertUsers(tx, second, secondPractice, passwordHash);
    await insertUsers(tx, null, platformAdmins, passwordHash);
    return { demo, id };
  });
  // The cases go through the product's own services, each in its own transaction, once the people exist.
  const people = new Map([...demoStaff, ...demoClients].map((person) => [person.email, person]));
  const personOf = (email: string) => {
    const person = people.get(email);
    if (!person) throw new Error(`${email} is not a demo account`);
    return person;
  };
  await seedDemoCases(
    {
      runtime,
      practiceName: demoPracticeName,
      actorOf: (email) => ({
        userId: id(email),
        practiceId: demo,
        role: personOf(email).role,
        adminLevel: personOf(email).adminLevel ?? null,
      }),
      nameOf: (email) => `${personOf(email).first} ${personOf(email).last}`,
    },
    demo,
  );
  return true;
}

export const demoAccounts = {
  demo: [...demoStaff, ...demoClients.slice(0, 1)].map((u) => u.email),
  second: secondPractice.map((u) => u.email),
  platform: platformAdmins.map((u) => u.email),
};
