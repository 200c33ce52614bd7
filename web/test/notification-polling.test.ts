import { describe, expect, it } from 'vitest';
import { listIsBehind, unreadBadge } from '../src/features/notifications/utils/notification-polling';

const page = (since: string) => ({ unchanged: false as const, since, unread: 0, notifications: [], nextBefore: null });

describe('the bell\'s polling', () => {
  it('reads the list again only when the polled cursor moved past it', () => {
    expect(listIsBehind({ since: '3', unread: 1 }, page('3'))).toBe(false);
    expect(listIsBehind({ since: '4', unread: 2 }, page('3'))).toBe(true);
    expect(listIsBehind(undefined, page('3'))).toBe(false);
    expect(listIsBehind({ since: '4', unread: 2 }, undefined)).toBe(false);
    expect(listIsBehind({ since: '4', unread: 2 }, { unchanged: true, since: '4' })).toBe(false);
  });

  it('shows at most 99 on the bell', () => {
    expect([1, 99, 100, 2500].map(unreadBadge)).toEqual(['1', '99', '99+', '99+']);
  });
});
