import type { Socket } from 'node:net';

const BODY = JSON.stringify({ success: false, message: 'request_param_err', value: null });

/** The answer Node is writing on this connection, if any. */
type SocketWithAnswer = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * Malformed HTTP (bad header bytes, broken request line): a 400 envelope, then close. A request
 * whose headers or body did not arrive in time: the same envelope with 408. A connection whose
 * answer has already begun is only closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  const answering = (socket as SocketWithAnswer)._httpMessage?.headersSent === true;
  if (!socket.writable || answering || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\n` +
      'Connection: close\r\n\r\n' +
      BODY,
  );
}
