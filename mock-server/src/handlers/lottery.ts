import type { LotteryMissionSummaryValue, PrizeMode } from '@wl/api';
import { pickText } from '../state/localized-text.js';
import { requestParamError } from '../backend-error.js';
import { requireSession, type HandlerMap } from '../handler.js';
import {
  numeroAt,
  pastDrawTimes,
  toLotteryGame,
  type LotteryGameFixture,
} from '../state/lottery-draws.js';
import {
  findLotteryGame,
  lotteryRecentOf,
  type LotteryState,
  type Mission,
} from '../state/lottery-state.js';
import { paginate } from '../state/paging.js';
import { hashOf } from '../state/seeded-random.js';
import { maskUserName } from '../state/winners.js';

/** Vendor of the VN lottery: its games (of the prize mode asked, else all) make the VN menu. */
const VN_VENDOR = 'TCG_LOTTO_VN';
const DAY_MS = 24 * 60 * 60 * 1000;

function gamesOfMode(
  lottery: LotteryState,
  prizeMode: PrizeMode | undefined,
): LotteryGameFixture[] {
  return lottery.games.filter(
    (game) =>
      game.vassalage === VN_VENDOR && (prizeMode === undefined || game.prizeMode === prizeMode),
  );
}

function latestNumero(game: LotteryGameFixture, now: Date, language: string | null) {
  const [time] = pastDrawTimes(game, now, 1);
  return time === undefined ? null : numeroAt(game, time, language);
}

type MissionStatus = LotteryMissionSummaryValue['missions'][number]['status'];

function missionStatus(
  mission: Mission,
  progress: number,
  claimed: boolean,
  now: Date,
): MissionStatus {
  if (claimed) return 'CLAIMED';
  if (progress >= mission.target) return 'CLAIM';
  if (now.getTime() > Date.parse(mission.endTime)) return 'CLOSE';
  return progress > 0 ? 'PROCESS' : 'JOIN';
}

/** The mission a leaderboard shows when none is named: the running one that ends first. */
function currentMission(lottery: LotteryState, now: Date): Mission | undefined {
  const running = lottery.missions.filter(
    (m) => Date.parse(m.startTime) <= now.getTime() && now.getTime() <= Date.parse(m.endTime),
  );
  return running.sort((a, b) => Date.parse(a.endTime) - Date.parse(b.endTime))[0];
}

export const lotteryHandlers = {
  'lottery.vnMenu': ({ state, query, now, language }) => {
    const games = gamesOfMode(state.lottery, query.prizeMode);
    return state.lottery.groups
      .map((group) => ({
        group,
        games: games.filter((g) => g.group === group).map((g) => toLotteryGame(g, now, language)),
      }))
      .filter((entry) => entry.games.length > 0);
  },

  'lottery.vnRecent': (ctx) => {
    const { state, query, now, language } = ctx;
    return lotteryRecentOf(state.lottery, requireSession(ctx).username).flatMap((code) => {
      const game = findLotteryGame(state.lottery, code);
      if (!game || (query.prizeMode !== undefined && game.prizeMode !== query.prizeMode)) return [];
      return [toLotteryGame(game, now, language)];
    });
  },

  'lottery.vnOpenedNumeros': ({ state, query, now, language }) => {
    const game = findLotteryGame(state.lottery, query.gameCode);
    if (!game) throw requestParamError();
    const pageNum = query.pageNum ?? 1;
    const pageSize = query.pageSize ?? 20;
    const times =
      query.date === undefined
        ? pastDrawTimes(game, now, state.lottery.historySize)
        : pastDrawTimes(
            game,
            now,
            Math.ceil(DAY_MS / 60_000),
            Date.parse(`${query.date}T00:00:00Z`),
          );
    const page = paginate(times, pageNum, pageSize);
    return { ...page, content: page.content.map((time) => numeroAt(game, time, language)) };
  },

  'lottery.openedNumeros': ({ state, query, now, language }) =>
    state.lottery.games
      .filter((game) => query.prizeMode === undefined || game.prizeMode === query.prizeMode)
      .flatMap((game) => {
        const numero = latestNumero(game, now, language);
        return numero ? [numero] : [];
      }),

  'lottery.lobby': ({ state, query, now, language }) =>
    state.lottery.games
      .filter((game) => game.prizeMode === (query.prizeMode ?? 'LOTT'))
      .map((game) => ({
        game: toLotteryGame(game, now, language),
        lastNumero: latestNumero(game, now, language),
      })),

  'lottery.missionSummary': (ctx) => {
    const { state, now } = ctx;
    const progress = state.lottery.progress.get(requireSession(ctx).username.toLowerCase());
    const missions = state.lottery.missions.map((mission) => {
      const entry = progress?.get(mission.missionId);
      const done = Math.min(entry?.progress ?? 0, mission.target);
      return {
        ...mission,
        title: pickText(mission.title, ctx.language),
        description: pickText(mission.description, ctx.language),
        progress: done,
        status: missionStatus(mission, done, entry?.claimed === true, now),
      };
    });
    const totalReward = missions
      .filter((m) => m.status === 'CLAIM' || m.status === 'CLAIMED')
      .reduce((sum, m) => sum + m.reward, 0);
    return { missions, totalReward };
  },

  'lottery.missionLeaderboard': ({ state, query, now }) => {
    const mission =
      query.missionId === undefined
        ? currentMission(state.lottery, now)
        : state.lottery.missions.find((m) => m.missionId === query.missionId);
    if (!mission) throw requestParamError();
    return state.lottery.leaderboardNames
      .map((name) => ({
        name,
        score: hashOf(`${String(mission.missionId)}/${name}`) % Math.max(1, mission.target * 3),
      }))
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
      .slice(0, query.limit ?? 20)
      .map((entry, index) => ({
        rank: index + 1,
        userName: maskUserName(entry.name),
        score: entry.score,
        reward: index < 3 ? mission.reward * (3 - index) : 0,
      }));
  },
} satisfies HandlerMap;
