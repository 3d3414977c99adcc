import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressed, encodingFor } from './compressed-page.js';
import { VISITOR_ADDRESS } from './first-answers.js';
import { inlineJson } from './inline-json.js';

/** Where the answers of a page name the visitor's address, as the page's JSON block writes it. */
const ADDRESS_SLOT = inlineJson(VISITOR_ADDRESS);

/** Compressed bodies kept per page: the last addresses that asked for it. */
const MAX_COMPRESSED = 64;

/**
 * A page with its start-up answers, ready for any visitor: the markup is split once where the
 * answers name the visitor's address (`VISITOR_ADDRESS`), and each answer joins the parts around
 * the address of the visitor it goes to. Compressed per visitor at a fast setting (brotli 5,
 * gzip 6; well under a millisecond for a page of some 20 kB), the bodies of the last addresses
 * kept, so a reload is not compressed again.
 */
export class VisitorPage {
  readonly #parts: Buffer[];
  readonly #compressed = new Map<string, Buffer>();

  constructor(
    text: string,
    /** The page's Content-Security-Policy (`pagePolicy`). */
    readonly policy: string,
  ) {
    this.#parts = text.split(ADDRESS_SLOT).map((part) => Buffer.from(part));
  }

  /** The page as `address` gets it, uncompressed. */
  body(address: string): Buffer {
    if (this.#parts.length === 1) return this.#parts[0]!;
    const filled = Buffer.from(inlineJson(address));
    const pieces: Buffer[] = [];
    this.#parts.forEach((part, index) => {
      if (index > 0) pieces.push(filled);
      pieces.push(part);
    });
    return Buffer.concat(pieces);
  }

  /** Sends the page to the visitor of `request`, in the encoding the request accepts best. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const encoding = encodingFor(request.headers['accept-encoding']);
    let body: Buffer;
    if (encoding === null) {
      body = this.body(request.ip);
    } else {
      const key = `${encoding} ${request.ip}`;
      body = this.#compressed.get(key) ?? compressed(encoding, this.body(request.ip), 'fast');
      if (!this.#compressed.has(key)) {
        if (this.#compressed.size >= MAX_COMPRESSED) this.#compressed.clear();
        this.#compressed.set(key, body);
      }
      reply.header('content-encoding', encoding);
    }
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', this.policy)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  }
}
