import { createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * The realtime baseline: a bare `ws` server holding its sockets in a set. Each socket is told 'ready' as the
 * product's are; a text frame on `/control` is sent as it is to every other socket, nothing else.
 */
const sockets = new Set<WebSocket>();
const server = createServer((_request, response) => response.end('ok'));
const wss = new WebSocketServer({ server, maxPayload: 65_536 });
wss.on('connection', (socket, request) => {
  if (request.url === '/control') {
    socket.on('message', (data) => {
      const text = data.toString();
      for (const each of sockets) each.send(text);
    });
    return;
  }
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
  socket.send(JSON.stringify({ type: 'ready' }));
});
server.listen(Number(process.env.PORT), '127.0.0.1');
