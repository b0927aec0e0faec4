import { BytePacker, encodePcm16, LinearResampler, type PcmWorkletOptions, pcmWorkletName } from './pcm.ts';

/**
 * The audio worklet that turns the microphone's Float32 frames into 16-bit little-endian PCM at 44.1 kHz (spec 2 §7)
 * and posts it to the page in pieces. It runs on the audio thread, loaded as a module file from this origin
 * (`?worker&url`), which the Content-Security-Policy's script-src 'self' allows.
 */

// The AudioWorkletGlobalScope's names, which TypeScript's DOM library does not describe.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: AudioWorkletNodeOptions);
}
declare function registerProcessor(name: string, processor: new (options: AudioWorkletNodeOptions) => AudioWorkletProcessor): void;

export class Pcm16CaptureProcessor extends AudioWorkletProcessor {
  private readonly resampler: LinearResampler;
  private readonly packer: BytePacker;

  constructor(options: AudioWorkletNodeOptions) {
    super(options);
    const { targetRate, postBytes } = options.processorOptions as PcmWorkletOptions;
    this.resampler = new LinearResampler(sampleRate, targetRate);
    this.packer = new BytePacker(postBytes);
  }

  /** The first input's first channel (the node mixes the microphone down to one); the output stays silent. */
  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (channel && channel.length > 0) {
      for (const piece of this.packer.add(encodePcm16(this.resampler.resample(channel)))) {
        this.port.postMessage(piece.buffer, [piece.buffer]);
      }
    }
    return true;
  }
}

registerProcessor(pcmWorkletName, Pcm16CaptureProcessor);
