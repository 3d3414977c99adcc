import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressed, encodingFor } from './compressed-page.js';
import { escapeHtml } from '@wl/widgets/server';
import { VISITOR_ADDRESS } from './first-answers.js';
import { inlineJson } from './inline-json.js';

/** Where the answers of a page name the visitor's address, as the page's JSON block writes it. */
const ADDRESS_SLOT = inlineJson(VISITOR_ADDRESS);

/** Where a page's first view names the visitor's address (text, as a status page shows it). */
const MARKUP_SLOT = escapeHtml(VISITOR_ADDRESS);

/** Either slot, captured, so that each is filled in its own way (plain words: no escaping). */
const ADDRESS_SLOTS = new RegExp(`(${ADDRESS_SLOT}|${MARKUP_SLOT})`);

/** Compressed bodies kept per page: the last addresses that asked for it. */
const MAX_COMPRESSED = 64;

/**
 * A page with its start-up answers, ready for any visitor: the markup is split once where the
 * answers or the first view name the visitor's address (`VISITOR_ADDRESS`), and each answer joins
 * the parts around the address of the visitor it goes to (as JSON in the answers, as text in the
 * markup). Compressed per visitor at a fast setting (brotli 5,
 * gzip 6; well under a millisecond for a page of some 20 kB), the bodies of the last addresses
 * kept, so a reload is not compressed again.
 */
export class VisitorPage {
  /** The page's text cut at each slot: text, slot, text, slot, …, text. */
  readonly #parts: string[];
  readonly #whole: Buffer;
  readonly #compressed = new Map<string, Buffer>();

  constructor(
    text: string,
    /** The page's Content-Security-Policy (`pagePolicy`). */
    readonly policy: string,
  ) {
    this.#parts = text.split(ADDRESS_SLOTS);
    this.#whole = Buffer.from(text);
  }

  /** The page as `address` gets it, uncompressed. */
  body(address: string): Buffer {
    if (this.#parts.length === 1) return this.#whole;
    const asJson = inlineJson(address);
    const asText = escapeHtml(address);
    return Buffer.from(
      this.#parts
        .map((part, index) => (index % 2 === 0 ? part : part === ADDRESS_SLOT ? asJson : asText))
        .join(''),
    );
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
