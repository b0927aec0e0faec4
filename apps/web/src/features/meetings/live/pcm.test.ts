import { transcriptionStreaming } from '@advice/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BytePacker, encodePcm16, LinearResampler, type PcmWorkletOptions, pcmWorkletName } from './pcm.ts';

const int16sOf = (bytes: Uint8Array) =>
  Array.from({ length: bytes.length / 2 }, (_, index) => new DataView(bytes.buffer).getInt16(index * 2, true));

describe('16-bit PCM from the microphone’s Float32 frames (spec 2 §7)', () => {
  it('scales -1 to 1 onto the full 16-bit range, little-endian, clipping beyond it and silencing NaN', () => {
    const bytes = encodePcm16(new Float32Array([0, 1, -1, 0.5, -0.5, 2, -2, Number.NaN]));
    expect(bytes).toHaveLength(16);
    expect(int16sOf(bytes)).toEqual([0, 32767, -32768, 16384, -16384, 32767, -32768, 0]);
    // Little-endian: the low byte first.
    expect([...bytes.subarray(2, 6)]).toEqual([0xff, 0x7f, 0x00, 0x80]);
  });

  it('leaves audio already at 44.1 kHz as it is', () => {
    const block = new Float32Array([0.1, 0.2, 0.3]);
    expect(new LinearResampler(44_100, 44_100).resample(block)).toBe(block);
  });

  it('resamples 48 kHz to 44.1 kHz across 128-sample blocks without a seam: a ramp stays a ramp', () => {
    const resampler = new LinearResampler(48_000, 44_100);
    const out: number[] = [];
    // 40 blocks of 128 samples in: 5,120 samples, 4,704 out.
    for (let start = 0; start < 40 * 128; start += 128) {
      const block = Float32Array.from({ length: 128 }, (_, index) => (start + index) / 48_000);
      out.push(...resampler.resample(block));
    }
    expect(Math.abs(out.length - 4_704)).toBeLessThanOrEqual(1);
    const worst = out.reduce((most, value, index) => Math.max(most, Math.abs(value - index / 44_100)), 0);
    expect(worst).toBeLessThan(1e-6);
  });

  it('packs bytes into pieces of one size, whatever sizes they come in', () => {
    const packer = new BytePacker(4);
    expect(packer.add(new Uint8Array([1, 2, 3]))).toEqual([]);
    expect(packer.add(new Uint8Array([4, 5, 6, 7, 8, 9]))).toEqual([new Uint8Array([1, 2, 3, 4]), new Uint8Array([5, 6, 7, 8])]);
    expect(packer.add(new Uint8Array([10, 11, 12]))).toEqual([new Uint8Array([9, 10, 11, 12])]);
  });
});

describe('the PCM worklet', () => {
  type Processor = { process: (inputs: Float32Array[][]) => boolean; port: { postMessage: (data: ArrayBuffer) => void } };
  let registered: { name: string; Processor: new (options: AudioWorkletNodeOptions) => Processor } | null = null;

  beforeAll(async () => {
    vi.stubGlobal('sampleRate', transcriptionStreaming.sampleRate);
    vi.stubGlobal(
      'AudioWorkletProcessor',
      class {
        readonly port = { postMessage: (_data: ArrayBuffer) => {} };
      },
    );
    vi.stubGlobal('registerProcessor', (name: string, Processor: new (options: AudioWorkletNodeOptions) => Processor) => {
      registered = { name, Processor };
    });
    await import('./pcm-worklet.ts');
  });

  it('registers its processor, and posts the frames as 16-bit PCM in pieces of one 4,800-byte chunk', () => {
    expect(registered?.name).toBe(pcmWorkletName);
    const processorOptions: PcmWorkletOptions = {
      targetRate: transcriptionStreaming.sampleRate,
      postBytes: transcriptionStreaming.chunkBytes,
    };
    const Processor = registered?.Processor;
    if (!Processor) throw new Error('The worklet registered no processor.');
    const processor = new Processor({ processorOptions });
    const posted: ArrayBuffer[] = [];
    processor.port.postMessage = (data) => posted.push(data);

    const frames = Array.from({ length: 19 }, (_, frame) =>
      Float32Array.from({ length: 128 }, (_, index) => Math.sin(frame * 128 + index)),
    );
    for (const frame of frames.slice(0, 18)) expect(processor.process([[frame]])).toBe(true);
    // 18 frames of 128 samples are 4,608 bytes: not yet a chunk.
    expect(posted).toHaveLength(0);
    processor.process([[frames[18] as Float32Array]]);
    expect(posted).toHaveLength(1);
    const everything = new Float32Array(frames.flatMap((frame) => [...frame]));
    expect(new Uint8Array(posted[0] as ArrayBuffer)).toEqual(encodePcm16(everything.subarray(0, transcriptionStreaming.chunkBytes / 2)));
  });

  it('keeps running on a frame with no input (the microphone not yet connected)', () => {
    const Processor = registered?.Processor;
    if (!Processor) throw new Error('The worklet registered no processor.');
    const processor = new Processor({ processorOptions: { targetRate: 44_100, postBytes: 4_800 } });
    expect(processor.process([[]])).toBe(true);
    expect(processor.process([])).toBe(true);
  });
});
