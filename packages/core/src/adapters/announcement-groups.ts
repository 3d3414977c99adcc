import type { AnnouncementGroups, AnnouncementItem, LinkageType } from '@wl/api';
import { asRecord, firstArray, firstNumber, firstString, isRecord, type RawRecord } from './raw.js';

export type { AnnouncementGroups, AnnouncementItem };
export type Banner = AnnouncementGroups['banners'][number];

const LINKAGE_TYPES: readonly LinkageType[] = ['NONE', 'URL', 'ROUTE', 'GAME', 'PROMOTION'];
const EXECUTIONS = ['A', 'B', 'F'] as const;

function linkageTypeOf(raw: RawRecord): LinkageType {
  return LINKAGE_TYPES.find((type) => type === raw.linkageType) ?? 'NONE';
}

function imagesOf(raw: RawRecord): AnnouncementItem['announcementImages'] {
  const images = (firstArray(raw, 'announcementImages') ?? []).filter(isRecord).flatMap((image) => {
    const imageUrl = firstString(image, 'imageUrl', 'url');
    return imageUrl ? [{ imageUrl }] : [];
  });
  const single = firstString(raw, 'url', 'imageUrl');
  return images.length === 0 && single ? [{ imageUrl: single }] : images;
}

function toItem(raw: RawRecord): AnnouncementItem | undefined {
  const id = firstNumber(raw, 'id', 'announcementId');
  if (id === undefined) return undefined;
  return {
    id,
    title: firstString(raw, 'title') ?? '',
    content: firstString(raw, 'content') ?? '',
    announcementImages: imagesOf(raw),
    linkageType: linkageTypeOf(raw),
    linkage: firstString(raw, 'linkage') ?? null,
    execution: EXECUTIONS.find((e) => e === raw.execution) ?? null,
    promotionType: firstString(raw, 'promotionType') ?? null,
    sort: firstNumber(raw, 'sort') ?? 0,
    startTime: firstString(raw, 'startTime') ?? null,
    endTime: firstString(raw, 'endTime') ?? null,
  };
}

/** A banner; a URL banner's page is its externalLink (or, in older answers, its linkage). */
function toBanner(raw: RawRecord): Banner | undefined {
  const bannerId = firstNumber(raw, 'bannerId', 'id');
  if (bannerId === undefined) return undefined;
  const linkageType = linkageTypeOf(raw);
  const linkage = firstString(raw, 'linkage') ?? null;
  const externalLink = firstString(raw, 'externalLink') ?? (linkageType === 'URL' ? linkage : null);
  return {
    bannerId,
    groupName: firstString(raw, 'groupName') ?? '',
    title: firstString(raw, 'title') ?? '',
    url: firstString(raw, 'url', 'imageUrl') ?? null,
    linkageType,
    externalLink,
    linkage: linkageType === 'URL' ? null : linkage,
    sort: firstNumber(raw, 'sort') ?? 0,
  };
}

function items(list: readonly unknown[] | undefined): AnnouncementItem[] {
  return (list ?? [])
    .filter(isRecord)
    .map(toItem)
    .filter((item): item is AnnouncementItem => item !== undefined);
}

function banners(list: readonly unknown[] | undefined): Banner[] {
  return (list ?? [])
    .filter(isRecord)
    .map(toBanner)
    .filter((banner): banner is Banner => banner !== undefined);
}

/**
 * The announcement calls as groups by kind (docs/product/member.md). Public clients read
 * banners[] { bannerId, groupName, url, linkageType, externalLink }, player[] and promotion[]
 * (items carry announcementImages[].imageUrl); popup[] is ours. A flat list of typed items
 * (content.announcementsV2, or an older paged answer's content) is grouped by its type
 * (B banners, PL player, PR promotion, PU popup).
 */
export function toAnnouncementGroups(value: unknown): AnnouncementGroups {
  const flat = Array.isArray(value)
    ? (value as readonly unknown[])
    : firstArray(asRecord(value), 'content');
  if (flat) {
    const ofType = (type: string) => flat.filter((item) => isRecord(item) && item.type === type);
    return {
      banners: banners(ofType('B')),
      player: items(ofType('PL')),
      promotion: items(ofType('PR')),
      popup: items(ofType('PU')),
    };
  }
  const raw = asRecord(value);
  return {
    banners: banners(firstArray(raw, 'banners', 'banner')),
    player: items(firstArray(raw, 'player', 'players')),
    promotion: items(firstArray(raw, 'promotion', 'promotions')),
    popup: items(firstArray(raw, 'popup', 'popups')),
  };
}
