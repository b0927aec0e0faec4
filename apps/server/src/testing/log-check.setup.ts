import { afterAll, expect } from 'vitest';
import { markedLogLines } from './log-capture.ts';

// Every server test file: no log line its servers wrote may carry a value a test sent in a request.
afterAll(() => {
  expect(markedLogLines, 'a log line carried a value sent in a request').toEqual([]);
});
