import type { Socket } from 'node:net';

const BODY = JSON.stringify({ success: false, message: 'request_param_err', value: null });

/** Malformed HTTP (bad header bytes, broken request line): a 400 envelope, then close. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  socket.end(
    'HTTP/1.1 400 Bad Request\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\n` +
      'Connection: close\r\n\r\n' +
      BODY,
  );
}
