import { Writable } from 'node:stream';

/**
 * A value the tests put in request bodies (the fuzz test in every string it sends) that no log line
 * may ever carry: the server's log keeps method, route, status and error codes, never a caller's values.
 */
export const logMarker = 'LOGMARK-5d1f93c2';

/** Log lines of this test file's servers that carried the marker; the set-up file fails the file when any did. */
export const markedLogLines: string[] = [];

/** Where the test servers' logs go: read for the marker, then dropped. */
export const testLogStream = new Writable({
  write(chunk, _encoding, done) {
    const line = String(chunk);
    if (line.includes(logMarker)) markedLogLines.push(line);
    done();
  },
});
