import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dispatchSocketEvent } from './socket-event-bus.js';
import { useSocketEvent } from './use-socket-event.js';

function UnreadProbe({ onCount }: { onCount: (count: number) => void }) {
  const [count, setCount] = useState(0);
  useSocketEvent('inbox.unread', (data) => {
    setCount(data.count);
    onCount(data.count);
  });
  return <output>{count}</output>;
}

describe('useSocketEvent', () => {
  it('follows the events of its type while mounted, and only those', () => {
    const onCount = vi.fn();
    const { unmount } = render(<UnreadProbe onCount={onCount} />);
    act(() => dispatchSocketEvent({ type: 'inbox.unread', data: { count: 4 } }));
    act(() => dispatchSocketEvent({ type: 'wallet.balance', data: { sumBalance: 9 } }));
    expect(screen.getByRole('status').textContent).toBe('4');
    unmount();
    dispatchSocketEvent({ type: 'inbox.unread', data: { count: 5 } });
    expect(onCount.mock.calls).toEqual([[4]]);
  });
});
