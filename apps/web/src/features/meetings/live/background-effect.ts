import type { Results, SelfieSegmentation } from '@mediapipe/selfie_segmentation';
import graph from '@mediapipe/selfie_segmentation/selfie_segmentation.binarypb?url&no-inline';
import solutionScript from '@mediapipe/selfie_segmentation/selfie_segmentation.js?url&no-inline';
import generalModel from '@mediapipe/selfie_segmentation/selfie_segmentation.tflite?url&no-inline';
import landscapeModel from '@mediapipe/selfie_segmentation/selfie_segmentation_landscape.tflite?url&no-inline';
import simdData from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.data?url&no-inline';
import simdLoader from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.js?url&no-inline';
import simdWasm from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.wasm?url&no-inline';
import plainLoader from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_wasm_bin.js?url&no-inline';
import plainWasm from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_wasm_bin.wasm?url&no-inline';

/**
 * The background effect of the live room (spec 2 §2.2 background effect choice): MediaPipe's selfie segmentation
 * tells the person from the room in each camera frame, and a canvas draws the person over a blurred copy of the
 * frame or over their own picture; the canvas's stream is what the call sends. This module is imported only once
 * someone chooses an effect, so its model, its wasm and its code stay out of the pages that do not use them.
 */

/** Spec 2 §9: the blur of the room behind the person, in CSS pixels. */
export const backgroundBlurRadius = 10;

/**
 * Every file the segmentation asks for, by the name it asks with, served from our own build (never a CDN): the
 * script that defines it, its graph, its models, and its wasm with the loader of each (SIMD, and without).
 */
const solutionFiles: Readonly<Record<string, string>> = {
  'selfie_segmentation.binarypb': graph,
  'selfie_segmentation.tflite': generalModel,
  'selfie_segmentation_landscape.tflite': landscapeModel,
  'selfie_segmentation_solution_simd_wasm_bin.js': simdLoader,
  'selfie_segmentation_solution_simd_wasm_bin.wasm': simdWasm,
  'selfie_segmentation_solution_simd_wasm_bin.data': simdData,
  'selfie_segmentation_solution_wasm_bin.js': plainLoader,
  'selfie_segmentation_solution_wasm_bin.wasm': plainWasm,
};

/** Where the built app serves a file the segmentation asks for; a name it does not know is a mistake worth hearing of. */
export function locateSolutionFile(name: string): string {
  const url = solutionFiles[name];
  if (!url) throw new Error(`The background effect has no file named ${name}`);
  return url;
}

type Size = { width: number; height: number };
type Rect = { x: number; y: number; width: number; height: number };

/** Where to draw a picture so it covers the whole frame, cropped evenly on the sides that overflow (CSS `cover`). */
export function coverRect(picture: Size, frame: Size): Rect {
  if (picture.width <= 0 || picture.height <= 0) return { x: 0, y: 0, ...frame };
  const scale = Math.max(frame.width / picture.width, frame.height / picture.height);
  const width = picture.width * scale;
  const height = picture.height * scale;
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

/** The camera's frame rate, which the processed stream keeps; 30 when the browser does not say. */
export function frameRateOf(settings: Pick<MediaTrackSettings, 'frameRate'>): number {
  const rate = settings.frameRate;
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? Math.min(60, Math.max(1, Math.round(rate))) : 30;
}

/** The CSS filter that blurs the room (spec 2 §9 radius). */
export const blurFilter = `blur(${backgroundBlurRadius}px)`;

/**
 * The blurred room is drawn this far past each edge, so the blur's fade to transparent falls outside the frame
 * instead of darkening its border.
 */
const blurBleed = backgroundBlurRadius * 2;

/** What to show behind the person: the room blurred, or their own picture (the bytes the server gives back). */
export type BackgroundChoice = { kind: 'blurBackground' } | { kind: 'virtualBackground'; image: Blob };

type Drawable = CanvasImageSource & Size;
type Backdrop = { kind: 'blurBackground' } | { kind: 'virtualBackground'; image: Drawable };

declare global {
  interface Window {
    SelfieSegmentation?: typeof SelfieSegmentation;
  }
}

let solution: Promise<SelfieSegmentation> | null = null;

/** Runs the segmentation's own script from our origin (a classic script that defines `SelfieSegmentation` on the window). */
function loadSolutionScript(): Promise<typeof SelfieSegmentation> {
  return new Promise((resolve, reject) => {
    if (window.SelfieSegmentation) return resolve(window.SelfieSegmentation);
    const script = document.createElement('script');
    script.src = solutionScript;
    script.async = true;
    script.onload = () =>
      window.SelfieSegmentation ? resolve(window.SelfieSegmentation) : reject(new Error('The segmentation script did not load'));
    script.onerror = () => reject(new Error('The segmentation script could not be fetched'));
    document.head.append(script);
  });
}

/**
 * The page's one segmenter, loaded and warmed once: its wasm and its WebGL context take a moment to start, and
 * MediaPipe's solutions do not start cleanly again after `close`, so a second choice in the same call is instant.
 */
function segmenter(): Promise<SelfieSegmentation> {
  solution ??= (async () => {
    const Solution = await loadSolutionScript();
    const made = new Solution({ locateFile: (name) => locateSolutionFile(name) });
    // The landscape model is the one made for video calls: smaller input, faster, as good at a desk's distance.
    made.setOptions({ modelSelection: 1, selfieMode: false });
    await made.initialize();
    return made;
  })().catch((error: unknown) => {
    solution = null;
    throw error;
  });
  return solution;
}

async function backdropOf(choice: BackgroundChoice): Promise<Backdrop> {
  if (choice.kind === 'blurBackground') return choice;
  return { kind: 'virtualBackground', image: await createImageBitmap(choice.image) };
}

/**
 * Turns a raw camera track into a processed one: the person over the chosen background, at the camera's frame rate.
 * The raw track keeps running under it (the caller owns it and stops it); `stop` ends the processed track.
 */
export class BackgroundProcessor {
  private source: MediaStreamTrack;
  private choice: BackgroundChoice;
  private backdrop: Backdrop = { kind: 'blurBackground' };
  private readonly video = document.createElement('video');
  private readonly canvas = document.createElement('canvas');
  private output: MediaStreamTrack | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private isRunning = false;

  constructor(source: MediaStreamTrack, choice: BackgroundChoice) {
    this.source = source;
    this.choice = choice;
    this.video.muted = true;
    this.video.playsInline = true;
  }

  /** Loads the segmentation (once a page), starts reading the camera and answers the processed track to send. */
  async start(): Promise<MediaStreamTrack> {
    const [model, backdrop] = await Promise.all([segmenter(), backdropOf(this.choice), this.attach(this.source)]);
    this.backdrop = backdrop;
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    model.onResults((results) => this.draw(context, results));
    const rate = frameRateOf(this.source.getSettings());
    const [track] = this.canvas.captureStream(rate).getVideoTracks();
    if (!track) throw new Error('The canvas gives no stream');
    this.output = track;
    this.isRunning = true;
    void this.tick(model, 1000 / rate);
    return track;
  }

  /** Switches between the blurred room and the picture without a pause in what the call sends. */
  async setChoice(choice: BackgroundChoice): Promise<void> {
    this.choice = choice;
    this.backdrop = await backdropOf(choice);
  }

  /** Reads another camera from now on (the person chose one in the device settings); the caller stops the old one. */
  async setSource(track: MediaStreamTrack): Promise<void> {
    this.source = track;
    await this.attach(track);
  }

  /** Ends the processed track and the frame loop; the raw camera is left to its owner. */
  stop(): void {
    this.isRunning = false;
    clearTimeout(this.timer);
    this.output?.stop();
    this.output = null;
    this.video.pause();
    this.video.srcObject = null;
    if (this.backdrop.kind === 'virtualBackground' && this.backdrop.image instanceof ImageBitmap) this.backdrop.image.close();
  }

  private async attach(track: MediaStreamTrack): Promise<void> {
    this.video.srcObject = new MediaStream([track]);
    await this.video.play();
  }

  /**
   * One frame every `interval`, timed rather than tied to animation frames, which stop in a hidden tab while the
   * others must still see the person. A frame still being read when the next is due is simply not doubled.
   */
  private async tick(model: SelfieSegmentation, interval: number): Promise<void> {
    if (!this.isRunning) return;
    const started = performance.now();
    const { video, canvas, output } = this;
    // The camera off (the call's own toggle disables the processed track) turns the raw one off too.
    if (output) this.source.enabled = output.enabled;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      if (canvas.width !== video.videoWidth || canvas.height !== video.videoHeight) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
      }
      // A frame the model fails on is skipped; the next one is tried as usual.
      await model.send({ image: video }).catch(() => undefined);
    }
    if (!this.isRunning) return;
    this.timer = setTimeout(() => void this.tick(model, interval), Math.max(0, interval - (performance.now() - started)));
  }

  /** The person where the mask says so, the chosen background everywhere else. */
  private draw(context: CanvasRenderingContext2D, { image, segmentationMask }: Results): void {
    if (!this.isRunning) return;
    const { width, height } = this.canvas;
    context.save();
    context.clearRect(0, 0, width, height);
    context.drawImage(segmentationMask, 0, 0, width, height);
    context.globalCompositeOperation = 'source-in';
    context.drawImage(image, 0, 0, width, height);
    context.globalCompositeOperation = 'destination-over';
    const backdrop = this.backdrop;
    if (backdrop.kind === 'blurBackground') {
      context.filter = blurFilter;
      context.drawImage(image, -blurBleed, -blurBleed, width + 2 * blurBleed, height + 2 * blurBleed);
    } else {
      const { x, y, width: w, height: h } = coverRect(backdrop.image, { width, height });
      context.drawImage(backdrop.image, x, y, w, h);
    }
    context.restore();
  }
}
