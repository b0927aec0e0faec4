import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { liveRoomPages, signedInCookie } from '@advice/domain';
import { createDb, createPool, type Db } from '@advice/server/db/client';
import { embeddedProductDatabaseUrl } from '@advice/server/db/embedded';
import { meetingRoomAttendees, meetingRoomGuests, meetingRooms, users } from '@advice/server/db/schema/index';
import { hashToken } from '@advice/server/features/auth/sessions';
import { janusProgram } from '@advice/server/platform/sfu/janus-process';
import { freePort } from '@advice/server/testing/free-port';
import { eq } from 'drizzle-orm';
import { type Browser, chromium, type Page } from 'playwright-core';
import { type TimeFigures, timeFigures } from './figures.ts';
import { clickStamped, framesOf, joinBare, watchFirstFrame } from './meetings-page.ts';
import { cpuBetween, readCpu, readMachine } from './process-cpu.ts';
import { spawnServer } from './processes.ts';
import { type BenchSession, benchPassword, signInAs } from './sign-in.ts';

/** Joins measured for each arm (after one warm-up each), alternating which arm goes first. */
const joins = Number(process.env.BENCH_JOINS ?? 15);
/** The four-party room's CPU is read over this many seconds a round, in this many rounds of each arm. */
const cpuSeconds = Number(process.env.BENCH_CPU_SECONDS ?? 10);
const cpuRounds = Number(process.env.BENCH_CPU_ROUNDS ?? 2);
const partySize = 4;
/** How long the room runs, everyone seeing everyone, before its CPU is read: the encoders settle on a rate. */
const settleMillis = 3_000;
const waitMillis = 60_000;

/** The four-party room's fake cameras' frame rate (BENCH_CAMERA_FPS); unset, Chromium's default. */
const roomCameraFps = process.env.BENCH_CAMERA_FPS;

const chromiumArgs = (cameraFps?: string) => [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  cameraFps ? `--use-fake-device-for-media-stream=fps=${cameraFps}` : '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

type Launched = { browser: Browser; pid: number; close: () => Promise<void> };

/** Debian's Chromium, headless, through a launch server: its process is the root of the tree whose CPU is read. */
async function launchChromium(cameraFps?: string): Promise<Launched> {
  const server = await chromium.launchServer({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs(cameraFps) });
  const browser = await chromium.connect(server.wsEndpoint());
  const pid = server.process().pid;
  if (pid === undefined) throw new Error('Chromium has no process id');
  return {
    browser,
    pid,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

function within<T>(promise: Promise<T>, what: string, millis = waitMillis): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${millis / 1000} s`)), millis);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** BENCH_DEBUG=1: what the benchmark is doing, on stderr, with the seconds since it began. */
const debugStart = performance.now();
const debug = (what: string) => {
  if (process.env.BENCH_DEBUG) console.error(`  [${((performance.now() - debugStart) / 1000).toFixed(1)} s] ${what}`);
};

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

type Room = { id: string; clientId: string; adviserId: string; guestTokens: string[] };

/**
 * A room of the demo client with the demo adviser and two trusted guests, starting in five minutes (its door is
 * open: attendees and trusted guests may join early), written as the room's creation writes it.
 */
async function seedRoom(db: Db): Promise<Room> {
  const person = async (email: string) => {
    const [row] = await db.select({ id: users.id, practiceId: users.practiceId }).from(users).where(eq(users.email, email));
    if (!row?.practiceId) throw new Error(`no demo user ${email}`);
    return { id: row.id, practiceId: row.practiceId };
  };
  const adviser = await person('adviser@demo.test');
  const client = await person('client@demo.test');
  const practiceId = adviser.practiceId;
  const id = randomUUID();
  await db.insert(meetingRooms).values({
    id,
    practiceId,
    clientId: client.id,
    name: 'Bench live room',
    startAt: new Date(Date.now() + 5 * 60_000),
    durationMinutes: 60,
    mediaRegion: 'ie1',
    status: 'scheduled',
    createdBy: adviser.id,
  });
  await db.insert(meetingRoomAttendees).values([adviser, client].map((user) => ({ roomId: id, userId: user.id, practiceId })));
  const guestTokens = [1, 2].map(() => randomBytes(32).toString('base64url'));
  await db.insert(meetingRoomGuests).values(
    guestTokens.map((token, i) => ({
      id: randomUUID(),
      practiceId,
      roomId: id,
      email: `bench.guest.${i + 1}@example.test`,
      name: `Bench Guest ${i + 1}`,
      trusted: true,
      tokenHash: hashToken(token),
    })),
  );
  return { id, clientId: client.id, adviserId: adviser.id, guestTokens };
}

/** One way into the product's room: the live page's address, and the session it is opened with (none for a guest). */
type Seat = { url: string; session?: BenchSession };

/** A page of a context of its own on the product's live page, its lobby shown and the Join button ready. */
async function openLobby(browser: Browser, origin: string, seat: Seat): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  if (seat.session) {
    const cookies = [...seat.session.cookie.split('; '), `${signedInCookie}=1`].map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return { name, value, url: origin };
    });
    await context.addCookies(cookies);
  }
  const page = await context.newPage();
  await page.goto(`${origin}${seat.url}`);
  await joinButton(page).waitFor({ timeout: waitMillis });
  return page;
}

const joinButton = (page: Page) => page.getByRole('button', { name: 'Join meeting', exact: true });
const leaveButton = (page: Page) => page.getByRole('toolbar', { name: 'Meeting controls' }).getByRole('button', { name: 'Leave meeting' });

/** Clicks Join, as a person would, and resolves with the moment of the click once the call is Connected. */
async function joinProduct(page: Page): Promise<number> {
  const at = await joinButton(page).evaluate(clickStamped);
  await page
    .getByRole('status')
    .filter({ hasText: /^Connected$/u })
    .waitFor({ timeout: waitMillis });
  return at;
}

/** A page of a context of its own on the bare relay's origin, nothing joined yet. */
async function openBare(browser: Browser, bareOrigin: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${bareOrigin}/`);
  return page;
}

/** Remote videos on a product page: every tile's but your own (mirrored). */
const productRemoteVideos = 'figure.live-tile__figure video:not(.live-tile__video--mirrored)';
const bareRemoteVideos = 'video[data-peer]';

const ms = (value: number) => value.toFixed(0).padStart(9);
const joinRow = (name: string, f: TimeFigures) => `  ${name.padEnd(44)}${ms(f.p50)}${ms(f.p95)}${ms(f.max)}`;

/**
 * Part 1: one Chromium; in it, the adviser in the room's call and a bare page in the bare relay's mesh, each
 * waiting, and a second page for each (the client's live page, its lobby shown; an empty bare page). Each join
 * times from the click on Join (bare: the call that starts it) until the first side has presented a frame of the
 * newcomer's video; the newcomer then leaves (the product's Leave button: camera, socket and connections stop)
 * and the first side lets them go before the next. Arms alternate which goes first.
 */
async function benchJoins(origin: string, bareOrigin: string, room: Room, adviser: BenchSession, client: BenchSession): Promise<void> {
  const chrome = await launchChromium();
  try {
    const staff = await openLobby(chrome.browser, origin, { url: liveRoomPages.staff(room.clientId, room.id), session: adviser });
    await joinProduct(staff);
    const bareFirst = await openBare(chrome.browser, bareOrigin);
    const bareSocket = bareOrigin.replace(/^http/u, 'ws');
    await bareFirst.evaluate(joinBare, { url: bareSocket, id: 'first', callees: [] });

    const clientTile = `figure[data-participant="user_${room.clientId}"]`;
    const clientPage = await openLobby(chrome.browser, origin, { url: liveRoomPages.client(room.id), session: client });
    const productJoin = async (): Promise<number> => {
      await staff.evaluate(watchFirstFrame, `${clientTile} video`);
      const clicked = await joinButton(clientPage).evaluate(clickStamped);
      const shown = await within(
        staff.evaluate(() => window.firstFrame),
        "the client's first frame on the adviser's page",
      );
      await leaveButton(clientPage).evaluate(clickStamped);
      await staff.locator(clientTile).waitFor({ state: 'detached', timeout: waitMillis });
      await joinButton(clientPage).waitFor({ timeout: waitMillis });
      return (shown ?? Number.NaN) - clicked;
    };
    const barePage = await openBare(chrome.browser, bareOrigin);
    let bareJoins = 0;
    const bareJoin = async (): Promise<number> => {
      const id = `joiner-${++bareJoins}`;
      await bareFirst.evaluate(watchFirstFrame, `video[data-peer="${id}"]`);
      const started = await barePage.evaluate(joinBare, { url: bareSocket, id, callees: ['first'] });
      const shown = await within(
        bareFirst.evaluate(() => window.firstFrame),
        "the bare joiner's first frame",
      );
      await barePage.evaluate(() => window.leaveBare?.());
      await bareFirst.locator(`video[data-peer="${id}"]`).waitFor({ state: 'detached', timeout: waitMillis });
      return (shown ?? Number.NaN) - started;
    };

    const product: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round <= joins; round++) {
      const measured = round > 0;
      const order = round % 2 === 0 ? (['product', 'bare'] as const) : (['bare', 'product'] as const);
      for (const arm of order) {
        const millis = arm === 'product' ? await productJoin() : await bareJoin();
        if (measured) (arm === 'product' ? product : bare).push(millis);
        debug(`join ${round} ${arm}: ${millis} ms`);
      }
    }

    const p = timeFigures(product);
    const b = timeFigures(bare);
    console.log(
      `Meetings: join to first remote frame over loopback, ${joins} joins of each (after 1 warm-up), interleaved; one headless Chromium, each page a context of its own, Chromium's fake camera and microphone`,
    );
    console.log(`  ${'join → first remote frame shown (ms)'.padEnd(44)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}`);
    console.log(joinRow('bare RTCPeerConnection pair (getUserMedia on)', b));
    console.log(joinRow(`product ${mediaPath} (client Joins → adviser sees)`, p));
    console.log(`  ratio product : bare = p50 ${(p.p50 / b.p50).toFixed(2)}, p95 ${(p.p95 / b.p95).toFixed(2)}`);
    console.log(
      "  (both from the second side's start, camera asked for after it, to the first side's first presented frame of it; bare signals through a bare ws relay)\n",
    );
  } finally {
    await chrome.close();
  }
}

type ArmFigures = { browser: number; server: number; serverParts: Record<string, number>; fps: number; machine: number; seconds: number };

/**
 * One round of one arm of part 2: four participants, one in each Chromium, join one after another; once every
 * page shows the three others' video and a few seconds more have passed, the CPU of the four Chromiums' process
 * trees and of the server's is read over `cpuSeconds`, with the frames the pages' remote videos showed.
 */
async function roomRound(
  launched: Launched[],
  serverPid: number,
  open: (browser: Browser, index: number) => Promise<Page>,
  join: (page: Page, index: number) => Promise<void>,
  remoteVideos: string,
): Promise<ArmFigures> {
  const pages: Page[] = [];
  try {
    for (const [index, { browser }] of launched.entries()) pages.push(await open(browser, index));
    debug('four pages open');
    for (const [index, page] of pages.entries()) await join(page, index);
    debug('four joined');
    const deadline = Date.now() + 2 * waitMillis;
    for (;;) {
      const seen = await Promise.all(pages.map((page) => page.evaluate(framesOf, remoteVideos)));
      if (seen.every((f) => f.playing === partySize - 1)) break;
      if (Date.now() > deadline)
        throw new Error(`not everyone saw everyone in the four-party room: remote videos playing ${seen.map((f) => f.playing).join(', ')}`);
      await sleep(200);
    }
    debug('all see all');
    await sleep(settleMillis);
    const groups = { browser: launched.map((l) => l.pid), server: [serverPid] };
    const split = (name: string, group: string) =>
      group !== 'server' ? null : name === 'postgres' ? 'PostgreSQL' : name === 'janus' ? 'Janus' : 'Node';
    const frames = async () =>
      (await Promise.all(pages.map((page) => page.evaluate(framesOf, remoteVideos)))).reduce((sum, f) => sum + f.frames, 0);
    const framesBefore = await frames();
    const machineBefore = readMachine();
    const before = readCpu(groups, split);
    const start = performance.now();
    await sleep(cpuSeconds * 1_000);
    const after = readCpu(groups, split);
    const seconds = (performance.now() - start) / 1_000;
    const machineAfter = readMachine();
    const framesShown = (await frames()) - framesBefore;
    const used = cpuBetween(before, after);
    debug(`read: ${JSON.stringify(used)}`);
    return {
      browser: used.browser ?? 0,
      server: used.server ?? 0,
      serverParts: { Node: used['server/Node'] ?? 0, PostgreSQL: used['server/PostgreSQL'] ?? 0, Janus: used['server/Janus'] ?? 0 },
      fps: framesShown / seconds / (partySize * (partySize - 1)),
      machine: (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
      seconds,
    };
  } finally {
    for (const page of pages) await page.context().close();
    // The others hear the last ones go, the server lets their sockets go: nothing of this round runs into the next.
    await sleep(1_000);
  }
}

function sumRounds(rounds: ArmFigures[]): ArmFigures {
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const weighted = (f: (r: ArmFigures) => number) => rounds.reduce((sum, r) => sum + f(r) * r.seconds, 0) / seconds;
  return {
    browser: rounds.reduce((sum, r) => sum + r.browser, 0),
    server: rounds.reduce((sum, r) => sum + r.server, 0),
    serverParts: {
      Node: rounds.reduce((sum, r) => sum + (r.serverParts.Node ?? 0), 0),
      PostgreSQL: rounds.reduce((sum, r) => sum + (r.serverParts.PostgreSQL ?? 0), 0),
      Janus: rounds.reduce((sum, r) => sum + (r.serverParts.Janus ?? 0), 0),
    },
    fps: weighted((r) => r.fps),
    machine: weighted((r) => r.machine),
    seconds,
  };
}

/** Percent of one core per participant, from CPU seconds over wall seconds. */
const perParticipant = (cpu: number, seconds: number) => (cpu / seconds / partySize) * 100;
const pct = (value: number) => `${value.toFixed(1)}%`.padStart(10);

/**
 * Part 2: a four-party room, each participant in a Chromium of its own (as four people on four machines: each
 * has its own browser process, fake camera, network and audio service, which pages of one Chromium would share),
 * through the product (the adviser, the client and two trusted guests, by their live pages) and as a bare mesh
 * of RTCPeerConnections through the bare relay, rounds of the two alternating on the same four Chromiums.
 */
async function benchRoomCpu(
  origin: string,
  bareOrigin: string,
  room: Room,
  adviser: BenchSession,
  client: BenchSession,
  productPid: number,
  barePid: number,
): Promise<void> {
  const launched: Launched[] = [];
  try {
    for (let i = 0; i < partySize; i++) launched.push(await launchChromium(roomCameraFps));
    debug('four Chromiums launched');
    const seats: Seat[] = [
      { url: liveRoomPages.staff(room.clientId, room.id), session: adviser },
      { url: liveRoomPages.client(room.id), session: client },
      ...room.guestTokens.map((token) => ({ url: liveRoomPages.guest(room.id, token) })),
    ];
    const bareSocket = bareOrigin.replace(/^http/u, 'ws');
    const productRound = () =>
      roomRound(
        launched,
        productPid,
        (browser, i) => openLobby(browser, origin, seats[i] as Seat),
        async (page) => {
          await joinProduct(page);
        },
        productRemoteVideos,
      );
    const bareRound = () =>
      roomRound(
        launched,
        barePid,
        (browser) => openBare(browser, bareOrigin),
        async (page, i) => {
          await page.evaluate(joinBare, { url: bareSocket, id: `p${i}`, callees: Array.from({ length: i }, (_, j) => `p${j}`) });
        },
        bareRemoteVideos,
      );
    const productRounds: ArmFigures[] = [];
    const bareRounds: ArmFigures[] = [];
    for (let round = 0; round < cpuRounds; round++) {
      if (round % 2 === 0) {
        productRounds.push(await productRound());
        bareRounds.push(await bareRound());
      } else {
        bareRounds.push(await bareRound());
        productRounds.push(await productRound());
      }
    }
    const p = sumRounds(productRounds);
    const b = sumRounds(bareRounds);
    const pBrowser = perParticipant(p.browser, p.seconds);
    const bBrowser = perParticipant(b.browser, b.seconds);
    const pServer = perParticipant(p.server, p.seconds);
    const bServer = perParticipant(b.server, b.seconds);
    const msPerFrame = (f: ArmFigures) => (f.browser * 1_000) / (f.fps * f.seconds * partySize * (partySize - 1));
    const camera = roomCameraFps ? `fake cameras at ${roomCameraFps} fps` : "Chromium's default fake camera";
    console.log(
      `Meetings: CPU in a four-party room, one headless Chromium per participant (${camera}), ${cpuRounds} round(s) × ${cpuSeconds} s of each arm, read once all see all (+${settleMillis / 1000} s), arms alternating; ${availableParallelism()} cores`,
    );
    console.log(
      `  ${'per participant'.padEnd(44)}${'browser'.padStart(10)}${'server'.padStart(10)}${'fps/video'.padStart(11)}${'CPU/frame'.padStart(11)}`,
    );
    const row = (name: string, browser: number, server: number, f: ArmFigures) =>
      `  ${name.padEnd(44)}${pct(browser)}${pct(server)}${f.fps.toFixed(1).padStart(11)}${`${msPerFrame(f).toFixed(1)} ms`.padStart(11)}`;
    console.log(row('bare mesh (4 × 3 RTCPeerConnections, bare ws)', bBrowser, bServer, b));
    console.log(row(`product ${mediaPath} (adviser, client, 2 guests)`, pBrowser, pServer, p));
    console.log(
      `  ratio product : bare = browser % ${(pBrowser / bBrowser).toFixed(2)}, browser CPU per remote frame shown ${(msPerFrame(p) / msPerFrame(b)).toFixed(2)}`,
    );
    console.log(
      `  (browser and server: % of one core per participant, from CPU seconds (utime+stime) of the four Chromiums' process trees and of the server's (product: Node ${pct(perParticipant(p.serverParts.Node ?? 0, p.seconds)).trim()} + its PostgreSQL ${pct(perParticipant(p.serverParts.PostgreSQL ?? 0, p.seconds)).trim()} + Janus ${pct(perParticipant(p.serverParts.Janus ?? 0, p.seconds)).trim()}; bare: the relay's one process); fps/video: frames shown a second by each of the 12 remote videos; CPU/frame: browser CPU per remote frame shown; whole machine busy ${(b.machine * 100).toFixed(0)}% (bare), ${(p.machine * 100).toFixed(0)}% (product))\n`,
    );
  } finally {
    for (const l of launched) await l.close();
  }
}

/**
 * Issue 16's live room, on the product started as `npm start` starts it (WEB_DIST: the built web app) on this
 * machine over loopback, against bare RTCPeerConnections signalled through a bare ws relay in its own process:
 * join to first remote frame (p50, p95), and CPU per participant of a four-party room, browser side and server side.
 */
/**
 * The seeded room invites four, so its calls go through the SFU when the product has Janus (npm start runs it when
 * installed) and peer to peer otherwise: the figures say which they measured.
 */
const mediaPath = (await janusProgram()) ? 'via Janus' : 'peer to peer';

export async function benchMeetings(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'advice-bench-meetings-'));
  await chmod(dataDir, 0o755);
  const appPort = await freePort();
  const pgPort = await freePort();
  const barePort = await freePort();
  const product = await spawnServer(
    'apps/server/src/main.ts',
    { PORT: String(appPort), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), DEMO_PASSWORD: benchPassword, LOG_LEVEL: 'warn' },
    `http://127.0.0.1:${appPort}/api/v1/health`,
  );
  const pool = createPool(embeddedProductDatabaseUrl(dataDir, pgPort), 2);
  const db = createDb(pool);
  let bare: Awaited<ReturnType<typeof spawnServer>> | undefined;
  try {
    bare = await spawnServer('bench/src/servers/bare-rtc.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/`);
    const origin = `http://localhost:${appPort}`;
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    const room = await seedRoom(db);
    const adviser = await signInAs(origin, 'adviser@demo.test');
    const client = await signInAs(origin, 'client@demo.test');
    const productPid = product.child.pid;
    const barePid = bare.child.pid;
    if (productPid === undefined || barePid === undefined) throw new Error('a server has no process id');
    debug('server up, room seeded');
    await benchJoins(origin, bareOrigin, room, adviser, client);
    await benchRoomCpu(origin, bareOrigin, room, adviser, client, productPid, barePid);
  } finally {
    await pool.end();
    await bare?.stop();
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
