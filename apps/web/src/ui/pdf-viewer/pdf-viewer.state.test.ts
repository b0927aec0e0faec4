import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampPageEntry,
  createViewerState,
  fitZoom,
  type ViewerAction,
  type ViewerState,
  viewerReducer,
  zoomInFrom,
  zoomOutFrom,
} from './pdf-viewer.state.ts';

const run = (state: ViewerState, ...actions: ViewerAction[]): ViewerState => actions.reduce(viewerReducer, state);
const loaded = (pageCount = 5): ViewerState => run(createViewerState('/doc.pdf'), { type: 'loaded', pageCount });

describe('the viewer starts', () => {
  it('at page 1, zoom 100, rotation 0, not full screen, loading', () => {
    expect(createViewerState('/a.pdf')).toMatchObject({ page: 1, zoom: 100, rotation: 0, isFullScreen: false, status: 'loading' });
  });

  it('reports progress only when the size is known, never past 1', () => {
    const state = createViewerState('/a.pdf');
    expect(run(state, { type: 'progressed', loaded: 50, total: 200 }).progress).toBe(0.25);
    expect(run(state, { type: 'progressed', loaded: 50, total: 0 }).progress).toBeNull();
    expect(run(state, { type: 'progressed', loaded: 300, total: 200 }).progress).toBe(1);
  });
});

describe('page entry is clamped to 1..pageCount', () => {
  it.each([
    ['', 1],
    ['  ', 1],
    ['abc', 1],
    ['0', 1],
    ['-3', 1],
    ['1', 1],
    ['3', 3],
    [' 4 ', 4],
    ['5', 5],
    ['6 (above the last page)', 5],
    ['999', 5],
  ])('%j becomes page %i of 5', (value, page) => {
    expect(clampPageEntry(value, 5)).toBe(page);
    expect(run(loaded(5), { type: 'pageEntered', value }).page).toBe(page);
  });

  it('an entry asks the view to scroll there even when it lands on the current page', () => {
    const state = loaded(5);
    expect(run(state, { type: 'pageEntered', value: '1' }).pageRequest).toBe(state.pageRequest + 1);
  });

  it('an entry before the document has loaded changes nothing', () => {
    const state = createViewerState('/a.pdf');
    expect(run(state, { type: 'pageEntered', value: '3' })).toBe(state);
  });
});

describe('page changes outside 1..pageCount are ignored', () => {
  it('previous on page 1 and next on the last page do nothing', () => {
    const first = loaded(3);
    expect(run(first, { type: 'previousPage' })).toBe(first);
    const last = run(first, { type: 'nextPage' }, { type: 'nextPage' });
    expect(last.page).toBe(3);
    expect(run(last, { type: 'nextPage' })).toBe(last);
  });

  it.each([0, -1, 4, 2.5, Number.NaN])('a request for page %d of 3 is ignored', (page) => {
    const state = loaded(3);
    expect(run(state, { type: 'pageRequested', page })).toBe(state);
    expect(run(state, { type: 'pageScrolled', page })).toBe(state);
  });

  it('scrolling to a page updates the page without asking the view to scroll again', () => {
    const state = run(loaded(3), { type: 'pageScrolled', page: 2 });
    expect(state.page).toBe(2);
    expect(state.pageRequest).toBe(0);
  });
});

describe('zoom', () => {
  it('steps by 20 between 20 and 300', () => {
    let state = loaded();
    const seen: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      state = run(state, { type: 'zoomedIn' });
      seen.push(state.zoom);
    }
    expect(seen).toEqual([120, 140, 160, 180, 200, 220, 240, 260, 280, 300, 300, 300]);
    for (let i = 0; i < 20; i += 1) state = run(state, { type: 'zoomedOut' });
    expect(state.zoom).toBe(20);
  });

  it.each([
    [87, 100, 80],
    [100, 120, 80],
    [21, 40, 20],
    [299, 300, 280],
    [20, 40, 20],
    [300, 300, 280],
  ])('from %i %% the buttons snap to %i and %i', (zoom, zoomedIn, zoomedOut) => {
    expect(zoomInFrom(zoom)).toBe(zoomedIn);
    expect(zoomOutFrom(zoom)).toBe(zoomedOut);
  });

  it('zoom in is disabled at 300 or more, zoom out at 20 or less', () => {
    expect([canZoomIn(280), canZoomIn(300), canZoomIn(320)]).toEqual([true, false, false]);
    expect([canZoomOut(40), canZoomOut(20), canZoomOut(10)]).toEqual([true, false, false]);
  });

  it('fit computes the zoom from the container width, within 20..300', () => {
    expect(fitZoom(400, 800)).toBe(50);
    expect(fitZoom(1000, 800)).toBe(125);
    expect(fitZoom(100, 800)).toBe(20);
    expect(fitZoom(10_000, 800)).toBe(300);
    expect(fitZoom(0, 800)).toBe(100);
    expect(run(loaded(), { type: 'zoomFitted', zoom: 87.4 }).zoom).toBe(87);
  });
});

describe('rotation', () => {
  it('steps by 90 and wraps within 0..270', () => {
    let state = loaded();
    const seen: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      state = run(state, { type: 'rotated' });
      seen.push(state.rotation);
    }
    expect(seen).toEqual([90, 180, 270, 0, 90]);
  });
});

describe('password', () => {
  const asked = () => run(createViewerState('/locked.pdf'), { type: 'passwordRequested', isIncorrect: false });

  it('the prompt starts without an error', () => {
    expect(asked()).toMatchObject({ status: 'password', password: { error: null, attempt: 0 } });
  });

  it('an empty entry says no password was given and tries nothing', () => {
    const state = run(asked(), { type: 'passwordSubmitted', password: '' });
    expect(state.status).toBe('password');
    expect(state.password).toEqual({ error: 'noPasswordGiven', lastTried: null, attempt: 0 });
  });

  it('a wrong password is tried once and pdf.js saying so shows Incorrect Password', () => {
    const tried = run(asked(), { type: 'passwordSubmitted', password: 'wrong' });
    expect(tried).toMatchObject({ status: 'checkingPassword', password: { error: null, lastTried: 'wrong', attempt: 1 } });
    const refused = run(tried, { type: 'passwordRequested', isIncorrect: true });
    expect(refused).toMatchObject({ status: 'password', password: { error: 'incorrectPassword', attempt: 1 } });
  });

  it('the same password submitted again says Incorrect Password without trying it again', () => {
    const refused = run(asked(), { type: 'passwordSubmitted', password: 'wrong' }, { type: 'passwordRequested', isIncorrect: true });
    const again = run(refused, { type: 'passwordSubmitted', password: 'wrong' });
    expect(again.status).toBe('password');
    expect(again.password).toEqual({ error: 'incorrectPassword', lastTried: 'wrong', attempt: 1 });
  });

  it('the whole sequence: empty, wrong, same wrong, right', () => {
    const state = run(
      asked(),
      { type: 'passwordSubmitted', password: '' },
      { type: 'passwordSubmitted', password: 'wrong' },
      { type: 'passwordRequested', isIncorrect: true },
      { type: 'passwordSubmitted', password: 'wrong' },
      { type: 'passwordSubmitted', password: 'right' },
    );
    expect(state).toMatchObject({ status: 'checkingPassword', password: { error: null, lastTried: 'right', attempt: 2 } });
    expect(run(state, { type: 'loaded', pageCount: 2 })).toMatchObject({ status: 'ready', pageCount: 2 });
  });

  it('a submission while a password is being checked is ignored', () => {
    const checking = run(asked(), { type: 'passwordSubmitted', password: 'one' });
    expect(run(checking, { type: 'passwordSubmitted', password: 'two' })).toBe(checking);
  });
});

describe('changing the url', () => {
  it('resets the password state, pages and progress, and keeps the zoom', () => {
    const locked = run(
      createViewerState('/a.pdf'),
      { type: 'passwordRequested', isIncorrect: false },
      { type: 'passwordSubmitted', password: 'wrong' },
      { type: 'passwordRequested', isIncorrect: true },
      { type: 'zoomedIn' },
      { type: 'rotated' },
      { type: 'progressed', loaded: 1, total: 2 },
    );
    const next = run(locked, { type: 'urlChanged', url: '/b.pdf' });
    expect(next).toMatchObject({ url: '/b.pdf', status: 'loading', page: 1, pageCount: 0, progress: null, zoom: 120, rotation: 0 });
    expect(next.password).toEqual({ error: null, lastTried: null, attempt: 0 });
  });

  it('the same url keeps everything, the page included', () => {
    const state = run(loaded(4), { type: 'nextPage' });
    expect(run(state, { type: 'urlChanged', url: '/doc.pdf' })).toBe(state);
  });

  it('a failure shows the error state', () => {
    expect(run(createViewerState('/a.pdf'), { type: 'failed' }).status).toBe('error');
  });
});
