/** Zoom in percent: 20 to 300 in steps of 20, starting at 100 (spec §9). */
export const zoomLimits = { min: 20, max: 300, step: 20, initial: 100 } as const;
/** The most canvas pixels drawn per CSS pixel, however dense the screen (spec §9: render scale 3). */
export const maxRenderScale = 3;
/** Scrolling reports the page in view at most this often (spec §9). */
export const scrollThrottleMs = 100;

export type Rotation = 0 | 90 | 180 | 270;
export type PasswordError = 'noPasswordGiven' | 'incorrectPassword';
export type ViewerStatus = 'loading' | 'password' | 'checkingPassword' | 'ready' | 'error';

export type ViewerState = {
  url: string;
  status: ViewerStatus;
  /** Share of the file received, 0 to 1, when the server says how big it is. */
  progress: number | null;
  pageCount: number;
  page: number;
  /** Goes up on every move the reader asked for (buttons, entry, keys), so the view scrolls there; scrolling itself does not. */
  pageRequest: number;
  zoom: number;
  rotation: Rotation;
  isFullScreen: boolean;
  password: {
    error: PasswordError | null;
    /** The password last handed to pdf.js, so the same wrong one is not tried twice. */
    lastTried: string | null;
    /** Goes up each time a new password should be handed to pdf.js. */
    attempt: number;
  };
};

export type ViewerAction =
  | { type: 'urlChanged'; url: string }
  | { type: 'progressed'; loaded: number; total: number }
  | { type: 'passwordRequested'; isIncorrect: boolean }
  | { type: 'passwordSubmitted'; password: string }
  | { type: 'loaded'; pageCount: number }
  | { type: 'failed' }
  | { type: 'pageRequested'; page: number }
  | { type: 'pageScrolled'; page: number }
  | { type: 'pageEntered'; value: string }
  | { type: 'nextPage' }
  | { type: 'previousPage' }
  | { type: 'zoomedIn' }
  | { type: 'zoomedOut' }
  | { type: 'zoomFitted'; zoom: number }
  | { type: 'rotated' }
  | { type: 'fullScreenChanged'; isFullScreen: boolean };

const initialPassword: ViewerState['password'] = { error: null, lastTried: null, attempt: 0 };

export function createViewerState(url: string): ViewerState {
  return {
    url,
    status: 'loading',
    progress: null,
    pageCount: 0,
    page: 1,
    pageRequest: 0,
    zoom: zoomLimits.initial,
    rotation: 0,
    isFullScreen: false,
    password: initialPassword,
  };
}

/** The page a typed entry means: empty, unreadable or below 1 is 1, above the last page is the last page. */
export function clampPageEntry(value: string, pageCount: number): number {
  const entered = Number.parseInt(value.trim(), 10);
  if (!Number.isFinite(entered) || entered < 1) return 1;
  return Math.min(entered, Math.max(pageCount, 1));
}

/** Zoom in goes to the next multiple of 20 above, so a fitted 87 % becomes 100 %; never past 300. */
export function zoomInFrom(zoom: number): number {
  const { min, max, step } = zoomLimits;
  return Math.max(min, Math.min(max, Math.floor(zoom / step) * step + step));
}

/** Zoom out goes to the next multiple of 20 below, so a fitted 87 % becomes 80 %; never under 20. */
export function zoomOutFrom(zoom: number): number {
  const { min, max, step } = zoomLimits;
  return Math.min(max, Math.max(min, Math.ceil(zoom / step) * step - step));
}

export const canZoomIn = (zoom: number): boolean => zoom < zoomLimits.max;
export const canZoomOut = (zoom: number): boolean => zoom > zoomLimits.min;

/** The zoom at which a page of `pageWidth` CSS pixels (at 100 %) fills `containerWidth`, within the limits. */
export function fitZoom(containerWidth: number, pageWidth: number): number {
  if (!(containerWidth > 0 && pageWidth > 0)) return zoomLimits.initial;
  return Math.max(zoomLimits.min, Math.min(zoomLimits.max, Math.floor((containerWidth / pageWidth) * 100)));
}

const isPageOf = (state: ViewerState, page: number): boolean => Number.isInteger(page) && page >= 1 && page <= state.pageCount;

function goTo(state: ViewerState, page: number): ViewerState {
  if (!isPageOf(state, page)) return state;
  return { ...state, page, pageRequest: state.pageRequest + 1 };
}

function submitPassword(state: ViewerState, password: string): ViewerState {
  if (state.status !== 'password') return state;
  if (password === '') return { ...state, password: { ...state.password, error: 'noPasswordGiven' } };
  if (password === state.password.lastTried) return { ...state, password: { ...state.password, error: 'incorrectPassword' } };
  return {
    ...state,
    status: 'checkingPassword',
    password: { error: null, lastTried: password, attempt: state.password.attempt + 1 },
  };
}

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'urlChanged':
      // A new document: its password, pages and progress start again; how the reader likes to see it stays.
      if (action.url === state.url) return state;
      return { ...createViewerState(action.url), zoom: state.zoom, isFullScreen: state.isFullScreen };
    case 'progressed':
      return action.total > 0 ? { ...state, progress: Math.min(1, action.loaded / action.total) } : state;
    case 'passwordRequested':
      return {
        ...state,
        status: 'password',
        password: { ...state.password, error: action.isIncorrect ? 'incorrectPassword' : null },
      };
    case 'passwordSubmitted':
      return submitPassword(state, action.password);
    case 'loaded':
      return { ...state, status: 'ready', pageCount: action.pageCount, page: Math.min(state.page, Math.max(action.pageCount, 1)) };
    case 'failed':
      return { ...state, status: 'error' };
    case 'pageRequested':
      return goTo(state, action.page);
    case 'pageScrolled':
      return isPageOf(state, action.page) && action.page !== state.page ? { ...state, page: action.page } : state;
    case 'pageEntered':
      return state.pageCount > 0
        ? { ...state, page: clampPageEntry(action.value, state.pageCount), pageRequest: state.pageRequest + 1 }
        : state;
    case 'nextPage':
      return goTo(state, state.page + 1);
    case 'previousPage':
      return goTo(state, state.page - 1);
    case 'zoomedIn':
      return { ...state, zoom: zoomInFrom(state.zoom) };
    case 'zoomedOut':
      return { ...state, zoom: zoomOutFrom(state.zoom) };
    case 'zoomFitted':
      return { ...state, zoom: Math.max(zoomLimits.min, Math.min(zoomLimits.max, Math.round(action.zoom))) };
    case 'rotated':
      return { ...state, rotation: ((state.rotation + 90) % 360) as Rotation };
    case 'fullScreenChanged':
      return { ...state, isFullScreen: action.isFullScreen };
  }
}
