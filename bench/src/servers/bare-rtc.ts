import { createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * The live room's baseline signalling: a bare `ws` relay. A page opens `/?id=NAME`; a JSON frame `{ to, ... }`
 * goes as it is, with `from` added, to the socket of that name, and a socket that closes is announced to the
 * others as `{ from, bye: true }`. Nothing else: no presence, no database. `/` over HTTP is an empty page, the
 * origin the baseline's pages run on (localhost, so a secure context for the camera).
 */
const sockets = new Map<string, WebSocket>();
const server = createServer((_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end('<!doctype html><html lang="en"><title>bare RTCPeerConnection</title><body></body></html>');
});
const wss = new WebSocketServer({ server, maxPayload: 262_144 });
wss.on('connection', (socket, request) => {
  const id = new URL(request.url ?? '/', 'http://localhost').searchParams.get('id') ?? '';
  sockets.set(id, socket);
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { to: string };
    sockets.get(message.to)?.send(JSON.stringify({ ...message, from: id }));
  });
  socket.on('close', () => {
    if (sockets.get(id) === socket) sockets.delete(id);
    for (const other of sockets.values()) other.send(JSON.stringify({ from: id, bye: true }));
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
