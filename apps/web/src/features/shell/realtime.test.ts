// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dispatchAreaEvent, parseRealtimeMessage, realtimeUrl, reconnectDelay, subscribeRealtime } from './realtime.ts';

describe('realtime socket', () => {
  it('backs off from 1 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('adds at most 20 % jitter', () => {
    expect(reconnectDelay(0, 1)).toBe(1_200);
    expect(reconnectDelay(10, 0.5)).toBe(33_000);
  });

  it('reads the shell’s four message types, passes an area’s event on whole, and ignores anything else', () => {
    expect(parseRealtimeMessage('{"type":"ready"}')).toEqual({ type: 'ready' });
    expect(parseRealtimeMessage('{"type":"session.ended"}')).toEqual({ type: 'session.ended' });
    expect(parseRealtimeMessage('{"type":"session.refreshed","expiresAt":"2026-11-22T10:00:00Z"}')).toEqual({ type: 'session.refreshed' });
    expect(parseRealtimeMessage('{"type":"notifications.count","count":3}')).toEqual({ type: 'notifications.count', count: 3 });
    expect(parseRealtimeMessage('{"type":"notifications.count","count":"3"}')).toBeNull();
    expect(parseRealtimeMessage('{"type":"todos.changed","clientId":"c1"}')).toEqual({
      type: 'area',
      event: { type: 'todos.changed', clientId: 'c1' },
    });
    expect(parseRealtimeMessage('{"type":7}')).toBeNull();
    expect(parseRealtimeMessage('{"kind":"other"}')).toBeNull();
    expect(parseRealtimeMessage('not json')).toBeNull();
  });

  it('hands an area’s event to the listeners of its topic until they stop listening', () => {
    const heard: unknown[] = [];
    const stop = subscribeRealtime('todos.changed', (event) => heard.push(event));
    dispatchAreaEvent({ type: 'todos.changed', clientId: 'c1' });
    dispatchAreaEvent({ type: 'messages.created', clientId: 'c1' });
    stop();
    dispatchAreaEvent({ type: 'todos.changed', clientId: 'c2' });
    expect(heard).toEqual([{ type: 'todos.changed', clientId: 'c1' }]);
  });

  it('connects to the same origin, over wss on https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/v1/realtime');
    expect(realtimeUrl({ protocol: 'https:', host: 'demo.example' })).toBe('wss://demo.example/api/v1/realtime');
    expect(realtimeUrl({ protocol: 'https:', host: 'demo.example' }, 1234.6)).toBe('wss://demo.example/api/v1/realtime?page_age=1235');
  });
});
