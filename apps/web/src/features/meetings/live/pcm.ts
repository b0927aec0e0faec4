/**
 * The arithmetic of the microphone's audio for transcription (spec 2 §7: 44.1 kHz mono 16-bit PCM), kept free of
 * any browser API so the audio worklet and the tests share it. It imports nothing: the worklet is bundled on its own.
 */

/** The name the worklet registers its processor under, and the page creates its node by. */
export const pcmWorkletName = 'pcm16-capture';

/** What the page tells the worklet: the rate to send at, and how many bytes to gather before each message to the page. */
export type PcmWorkletOptions = { targetRate: number; postBytes: number };

/** Float samples (-1 to 1) as 16-bit little-endian PCM; samples beyond the range are clipped, NaN is silence. */
export function encodePcm16(samples: Float32Array): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < samples.length; index++) {
    const sample = Math.max(-1, Math.min(1, samples[index] ?? 0));
    view.setInt16(index * 2, Number.isNaN(sample) ? 0 : Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff), true);
  }
  return bytes;
}

/**
 * Turns a stream of samples at one rate into the same sound at another, block by block, by linear interpolation:
 * where the context cannot run at 44.1 kHz (Firefox keeps the microphone's own rate), the worklet resamples itself.
 * The position carries over from block to block, so the blocks join without a click.
 */
export class LinearResampler {
  private readonly step: number;
  /** Where the next output sample lies, in samples of the current block; -1 to 0 lies between the last block's end and this one's start. */
  private position = 0;
  private lastSample = 0;

  constructor(inputRate: number, outputRate: number) {
    this.step = inputRate / outputRate;
  }

  resample(input: Float32Array): Float32Array {
    if (this.step === 1) return input;
    const output = new Float32Array(Math.max(0, Math.ceil((input.length - 1 - this.position) / this.step)) + 1);
    let written = 0;
    while (this.position < input.length - 1) {
      const index = Math.floor(this.position);
      const fraction = this.position - index;
      const before = index < 0 ? this.lastSample : (input[index] ?? 0);
      const after = input[index + 1] ?? 0;
      output[written] = before + (after - before) * fraction;
      written += 1;
      this.position += this.step;
    }
    if (input.length > 0) {
      this.position -= input.length;
      this.lastSample = input[input.length - 1] ?? 0;
    }
    return output.subarray(0, written);
  }
}

/** Gathers bytes into pieces of one size, so the worklet posts a few large messages rather than one for every 128 samples. */
export class BytePacker {
  private piece: Uint8Array<ArrayBuffer>;
  private length = 0;
  private readonly size: number;

  constructor(size: number) {
    this.size = size;
    this.piece = new Uint8Array(size);
  }

  /** Adds bytes; answers the pieces now full, in order (each its own buffer, free to transfer). */
  add(bytes: Uint8Array): Uint8Array<ArrayBuffer>[] {
    const full: Uint8Array<ArrayBuffer>[] = [];
    let offset = 0;
    while (offset < bytes.length) {
      const take = Math.min(this.size - this.length, bytes.length - offset);
      this.piece.set(bytes.subarray(offset, offset + take), this.length);
      this.length += take;
      offset += take;
      if (this.length === this.size) {
        full.push(this.piece);
        this.piece = new Uint8Array(this.size);
        this.length = 0;
      }
    }
    return full;
  }
}
