/** The sample rate the speech models here are trained on (pocketsphinx's en-us, Whisper): tracks are resampled to it. */
export const speechSampleRate = 16_000;

/** 16-bit little-endian PCM bytes (as spec 2 §7 streams them) as samples; an odd trailing byte is ignored. */
export function pcmFromBytes(bytes: Uint8Array): Int16Array {
  const samples = new Int16Array(Math.floor(bytes.length / 2));
  const view = new DataView(bytes.buffer, bytes.byteOffset, samples.length * 2);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true);
  return samples;
}

const kernelZeroCrossings = 16;
const kernelSteps = 64;

/**
 * A windowed-sinc low-pass kernel tabulated every 1/64 of an input sample: `cutoff` is in cycles per input sample.
 * Looking the kernel up instead of computing sines keeps a minute of audio to a few tens of milliseconds.
 */
function kernelTable(cutoff: number, halfWidth: number): Float64Array {
  const table = new Float64Array(Math.ceil(halfWidth * kernelSteps) + 2);
  for (let i = 0; i < table.length; i++) {
    const x = i / kernelSteps;
    if (x > halfWidth) continue;
    const sinc = x === 0 ? 1 : Math.sin(2 * Math.PI * cutoff * x) / (2 * Math.PI * cutoff * x);
    const blackman = 0.42 + 0.5 * Math.cos((Math.PI * x) / halfWidth) + 0.08 * Math.cos((2 * Math.PI * x) / halfWidth);
    table[i] = 2 * cutoff * sinc * blackman;
  }
  return table;
}

/**
 * Converts mono PCM to another sample rate with a band-limited (windowed-sinc) interpolator, so 44.1 kHz speech
 * reaches a 16 kHz model without the aliasing that plain decimation folds into the speech band.
 */
export function resample(samples: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (!Number.isInteger(fromRate) || !Number.isInteger(toRate) || fromRate <= 0 || toRate <= 0) {
    throw new RangeError('sample rates must be positive whole numbers');
  }
  if (fromRate === toRate) return samples.slice();
  const ratio = toRate / fromRate;
  const scale = Math.min(1, ratio);
  const cutoff = 0.5 * scale * 0.95;
  const halfWidth = kernelZeroCrossings / scale;
  const table = kernelTable(cutoff, halfWidth);
  const output = new Int16Array(Math.floor(samples.length * ratio));
  for (let n = 0; n < output.length; n++) {
    const centre = n / ratio;
    const first = Math.max(0, Math.ceil(centre - halfWidth));
    const last = Math.min(samples.length - 1, Math.floor(centre + halfWidth));
    let sum = 0;
    for (let k = first; k <= last; k++) {
      sum += (samples[k] as number) * (table[Math.round(Math.abs(centre - k) * kernelSteps)] as number);
    }
    output[n] = Math.max(-32_768, Math.min(32_767, Math.round(sum)));
  }
  return output;
}

/** A mono 16-bit PCM WAV file of the samples. */
export function encodeWav(samples: Int16Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const wav = new Uint8Array(44 + dataBytes);
  const view = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, samples[i] as number, true);
  return wav;
}

export type DecodedWav = { samples: Int16Array; sampleRate: number };

/**
 * Reads a 16-bit PCM WAV (as espeak-ng and most recorders write it), mixing several channels down to one. A data chunk
 * that claims more bytes than the file holds (a stream's placeholder size) is read to the end of the file.
 */
export function decodeWav(file: Uint8Array): DecodedWav {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const tag = (offset: number) => String.fromCharCode(...file.subarray(offset, offset + 4));
  if (file.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number; encoding: number } | undefined;
  while (offset + 8 <= file.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        encoding: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (format?.encoding !== 1 || format.bits !== 16) throw new Error('only 16-bit PCM WAV is read');
      const end = Math.min(file.length, body + size);
      const frames = Math.floor((end - body) / (2 * format.channels));
      const samples = new Int16Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < format.channels; channel++) {
          sum += view.getInt16(body + (frame * format.channels + channel) * 2, true);
        }
        samples[frame] = Math.round(sum / format.channels);
      }
      return { samples, sampleRate: format.sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('the WAV file has no audio data');
}
