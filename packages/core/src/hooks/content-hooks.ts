import type { SWRResponse } from 'swr';
import type { ContentAnnouncementsQuery, ContentWinnerRankListQuery } from '@wl/api';
import { toAnnouncementGroups, type AnnouncementGroups } from '../adapters/announcement-groups.js';
import { toRankList, type RankedWin } from '../adapters/rank-list.js';
import type { ApiError } from '../api/api-error.js';
import { useCurrentLanguage } from '../i18n/use-current-language.js';
import { useAdaptedEndpoint } from './use-adapted-endpoint.js';

/** The winner board: the biggest recent wins, in the current language. */
export function useRankList(
  query: Omit<ContentWinnerRankListQuery, 'language'> = {},
): SWRResponse<RankedWin[], ApiError> {
  const language = useCurrentLanguage();
  return useAdaptedEndpoint('content.winnerRankList', toRankList, {
    query: { ...query, language },
  });
}

/**
 * Announcements of the asked kinds (e.g. 'B,PL,PU,PR'), grouped by kind: banners, player
 * notices, promotions and popups.
 */
export function useAnnouncements(
  types: ContentAnnouncementsQuery['types'],
  execution?: ContentAnnouncementsQuery['execution'],
): SWRResponse<AnnouncementGroups, ApiError> {
  const query = { types, platform: 'W' as const, ...(execution && { execution }) };
  return useAdaptedEndpoint('content.announcements', toAnnouncementGroups, { query });
}
