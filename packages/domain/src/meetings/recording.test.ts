import { describe, expect, it } from 'vitest';
import { mayStartRecording, meetingRecordingBody, recordingIndicatorOf } from './recording.ts';

describe('the recording rules (spec 2 §4, §7)', () => {
  it('may start only while someone’s microphone is on', () => {
    expect(mayStartRecording([{ microphone: false }, { microphone: false }])).toBe(false);
    expect(mayStartRecording([{ microphone: false }, { microphone: true }])).toBe(true);
    expect(mayStartRecording([])).toBe(false);
  });

  it('shows everyone what is recorded, and nothing while not recording', () => {
    expect(recordingIndicatorOf({ recording: true, type: 'audio' })).toBe('Recording: Audio only');
    expect(recordingIndicatorOf({ recording: true, type: 'video' })).toBe('Recording: Audio and Video');
    expect(recordingIndicatorOf({ recording: false, type: null })).toBeNull();
  });

  it('takes the spec’s payload: start or stop, audio or video, nothing else', () => {
    expect(meetingRecordingBody.safeParse({ state: 'start', type: 'video' }).success).toBe(true);
    expect(meetingRecordingBody.safeParse({ state: 'pause', type: 'video' }).success).toBe(false);
    expect(meetingRecordingBody.safeParse({ state: 'start', type: 'screen' }).success).toBe(false);
  });
});
