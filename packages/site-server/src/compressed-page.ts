import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/**
 * A text answer sent many times unchanged: each encoding is compressed once, on first demand, and
 * the browser gets the best one it accepts.
 */
export class CompressedPage {
  readonly #plain: Buffer;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly text: string,
    private readonly contentType: string,
  ) {
    this.#plain = Buffer.from(text);
  }

  /** The body for an `Accept-Encoding` header, with the encoding used (null: none). */
  body(acceptEncoding: string | undefined): { encoding: Encoding | null; body: Buffer } {
    const encoding = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
    if (encoding === null) return { encoding, body: this.#plain };
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = COMPRESS[encoding](this.#plain);
      this.#encoded.set(encoding, body);
    }
    return { encoding, body };
  }

  /** Sends the page in the encoding the request accepts best. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const { encoding, body } = this.body(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.header('vary', 'accept-encoding').type(this.contentType).send(body);
  }
}
