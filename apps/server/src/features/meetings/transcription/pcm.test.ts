import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, pcmFromBytes, resample } from './pcm.ts';

const tone = (hz: number, rate: number, seconds: number, amplitude = 10_000) =>
  Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) => Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)));

/** Root mean square of the middle of a signal (its edges ramp in the filter). */
function loudness(samples: Int16Array): number {
  const middle = samples.subarray(Math.floor(samples.length / 4), Math.floor((samples.length * 3) / 4));
  return Math.sqrt(middle.reduce((sum, sample) => sum + sample * sample, 0) / middle.length);
}

/** How many times a signal crosses zero upwards in a second: its frequency, for a pure tone. */
function frequencyOf(samples: Int16Array, rate: number): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if ((samples[i - 1] as number) < 0 && (samples[i] as number) >= 0) crossings += 1;
  return crossings / (samples.length / rate);
}

describe('16-bit PCM', () => {
  it('reads little-endian samples from streamed bytes, ignoring an odd last byte', () => {
    expect(Array.from(pcmFromBytes(new Uint8Array([0x01, 0x00, 0xff, 0xff, 0x00, 0x80, 0x7f])))).toEqual([1, -1, -32_768]);
  });

  it('round-trips through a WAV file', () => {
    const samples = tone(440, 16_000, 0.1);
    const decoded = decodeWav(encodeWav(samples, 16_000));
    expect(decoded.sampleRate).toBe(16_000);
    expect(Array.from(decoded.samples)).toEqual(Array.from(samples));
  });

  it('mixes a stereo WAV down to mono and reads a data chunk whose size is a stream placeholder', () => {
    const mono = encodeWav(Int16Array.from([100, 200, 300, 400]), 8_000);
    const stereo = new Uint8Array(mono.length);
    stereo.set(mono);
    const view = new DataView(stereo.buffer);
    view.setUint16(22, 2, true);
    view.setUint32(40, 0xffffffff, true);
    expect(Array.from(decodeWav(stereo).samples)).toEqual([150, 350]);
  });

  it('refuses what is not a 16-bit PCM WAV', () => {
    expect(() => decodeWav(new Uint8Array(20))).toThrow('not a WAV file');
    const float = encodeWav(Int16Array.from([1]), 8_000);
    new DataView(float.buffer).setUint16(20, 3, true);
    expect(() => decodeWav(float)).toThrow('only 16-bit PCM WAV is read');
  });
});

describe('resampling 44.1 kHz to 16 kHz', () => {
  it('keeps the length in time and the pitch and loudness of speech-band sound', () => {
    const input = tone(440, 44_100, 1);
    const output = resample(input, 44_100, 16_000);
    expect(output.length).toBe(16_000);
    expect(frequencyOf(output, 16_000)).toBeCloseTo(440, -1);
    expect(loudness(output) / loudness(input)).toBeGreaterThan(0.95);
    expect(loudness(output) / loudness(input)).toBeLessThan(1.05);
  });

  it('removes sound above the new rate’s limit instead of folding it into the speech band', () => {
    const output = resample(tone(12_000, 44_100, 0.5), 44_100, 16_000);
    expect(loudness(output)).toBeLessThan(100);
  });

  it('copies audio already at the rate and refuses a rate that is not a positive whole number', () => {
    const input = tone(200, 16_000, 0.01);
    expect(Array.from(resample(input, 16_000, 16_000))).toEqual(Array.from(input));
    expect(() => resample(input, 0, 16_000)).toThrow(RangeError);
  });
});
