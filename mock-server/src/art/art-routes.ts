/**
 * The demo artwork the mock serves for its generated catalog (mock-server/README.md#artwork): a
 * wordmark per vendor and a thumbnail per game and lottery game, drawn on request from the vendor's style and the
 * game's record, and kept by browsers for a day. A real backend serves its own images.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { namedTenant, type SiteTenant } from '../request/resolve-merchant.js';
import { pickText } from '../state/localized-text.js';
import type { MockStore } from '../state/mock-store.js';
import { ART_PREFIX } from './art-urls.js';
import { gameThumbnailSvg } from './game-thumbnail.js';
import { vendorWordmarkSvg } from './vendor-wordmark.js';

const ONE_DAY_S = 24 * 60 * 60;

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${String(ONE_DAY_S)}`)
    .send(svg);
}

interface ArtRouteOptions {
  tenants: TenantRegistry;
  siteTenant: SiteTenant | undefined;
  store: MockStore;
}

export function registerArtRoutes(app: FastifyInstance, options: ArtRouteOptions): void {
  const stateOf = (headers: Parameters<typeof namedTenant>[0]['headers']) => {
    const tenant = namedTenant({ headers }, options.tenants, options.siteTenant);
    return tenant ? options.store.stateFor(tenant) : undefined;
  };
  const catalogOf = (headers: Parameters<typeof namedTenant>[0]['headers']) =>
    stateOf(headers)?.games.catalog;
  const fileName = /^(.+)\.svg$/;

  app.get<{ Params: { file: string } }>(`${ART_PREFIX}/games/:file`, (request, reply) => {
    const code = fileName.exec(request.params.file)?.[1];
    const game = code
      ? catalogOf(request.headers)?.games.find((g) => g.gameCode === code)
      : undefined;
    return game ? sendSvg(reply, gameThumbnailSvg(game)) : reply.code(404).send();
  });

  app.get<{ Params: { file: string } }>(`${ART_PREFIX}/vendors/:file`, (request, reply) => {
    const code = fileName.exec(request.params.file)?.[1];
    const vendor = code
      ? catalogOf(request.headers)?.vendors.find((v) => v.vassalage === code)
      : undefined;
    return vendor
      ? sendSvg(reply, vendorWordmarkSvg(vendor.vassalage, vendor.displayName))
      : reply.code(404).send();
  });

  app.get<{ Params: { file: string } }>(`${ART_PREFIX}/lottery/:file`, (request, reply) => {
    const code = fileName.exec(request.params.file)?.[1];
    const game = code
      ? stateOf(request.headers)?.lottery.games.find((g) => g.gameCode === code)
      : undefined;
    return game
      ? sendSvg(
          reply,
          // One picture for every language: named in English, the fallback of every text.
          gameThumbnailSvg({ ...game, gameName: pickText(game.gameName, null), gameType: 'LOTT' }),
        )
      : reply.code(404).send();
  });
}
