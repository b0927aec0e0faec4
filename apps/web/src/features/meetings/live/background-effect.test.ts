import { describe, expect, it } from 'vitest';
import { backgroundBlurRadius, blurFilter, coverRect, frameRateOf, locateSolutionFile } from './background-effect.ts';

describe('the background effect’s rules', () => {
  it('blurs the room by the spec’s radius of 10 (spec 2 §9)', () => {
    expect(backgroundBlurRadius).toBe(10);
    expect(blurFilter).toBe('blur(10px)');
  });

  it('covers the frame with the picture, cropping evenly on the sides that overflow', () => {
    expect(coverRect({ width: 800, height: 400 }, { width: 400, height: 300 })).toEqual({ x: -100, y: 0, width: 600, height: 300 });
    expect(coverRect({ width: 300, height: 600 }, { width: 640, height: 480 })).toEqual({ x: 0, y: -400, width: 640, height: 1280 });
    expect(coverRect({ width: 0, height: 0 }, { width: 640, height: 480 })).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });

  it.each([
    [30, 30],
    [24.97, 25],
    [0, 30],
    [undefined, 30],
    [Number.NaN, 30],
    [120, 60],
  ])('sends at the camera’s frame rate: %s gives %s', (rate, expected) => {
    expect(frameRateOf({ frameRate: rate as number })).toBe(expected);
  });

  it('serves every file the segmentation asks for from our own build, and knows no other', () => {
    for (const name of [
      'selfie_segmentation.binarypb',
      'selfie_segmentation_landscape.tflite',
      'selfie_segmentation_solution_simd_wasm_bin.js',
      'selfie_segmentation_solution_simd_wasm_bin.wasm',
      'selfie_segmentation_solution_wasm_bin.js',
      'selfie_segmentation_solution_wasm_bin.wasm',
    ]) {
      const url = locateSolutionFile(name);
      expect(url.startsWith('/'), url).toBe(true);
      expect(url).not.toMatch(/^\/\/|^https?:|^data:/u);
    }
    expect(() => locateSolutionFile('pose_landmark.tflite')).toThrow(/no file named pose_landmark\.tflite/u);
  });
});
