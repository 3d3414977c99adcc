import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../test-support/index.js';
import { PvpRooms } from './PvpRooms.js';

const room = (roomId: string, status: 'OPEN' | 'FULL' | 'CLOSED', players: number) => ({
  roomId,
  roomName: `Texas Hold'em · ${roomId}`,
  gameCode: 'KY_PVP_001',
  minBet: 10,
  maxBet: 500,
  players,
  maxPlayers: 4,
  status,
});

describe('PvpRooms', () => {
  it('asks to choose a vendor before listing rooms', async () => {
    const { apiPaths } = await renderFeature(<PvpRooms vassalage={undefined} onJoin={vi.fn()} />, {
      language: 'EN',
    });
    expect(screen.getByText('Choose a provider to see its rooms')).toBeDefined();
    expect(apiPaths.some((p) => p.includes('GLS2_roomList'))).toBe(false);
  });

  it("lists a vendor's rooms; only an open room can be joined", async () => {
    const onJoin = vi.fn();
    await renderFeature(<PvpRooms vassalage="KY" onJoin={onJoin} />, {
      language: 'EN',
      answers: { 'games.pvpRooms': [room('A', 'OPEN', 2), room('B', 'FULL', 4)] },
    });
    const open = await screen.findByRole('button', { name: "Join Texas Hold'em · A" });
    expect(screen.getByText('2/4 players')).toBeDefined();
    expect(screen.getAllByText('Bets 10–500')).toHaveLength(2);
    expect(screen.getByRole('button', { name: "Join Texas Hold'em · B" })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(open);
    expect(onJoin).toHaveBeenCalledWith({ vassalage: 'KY', gameCode: 'KY_PVP_001' });
  });
});
