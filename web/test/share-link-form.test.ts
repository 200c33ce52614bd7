import type { ShareLink } from '@fotostudio/shared/contracts/share-links';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { shareActionErrorCode } from '../src/features/sessions/utils/share-link-errors';
import {
  activationNeedsDays,
  checkExtendDays,
  checkNewShareLink,
  checkShareLinkUpdate,
  instantOfMadridWallTime,
  linkAddresses,
  madridWallTime,
  newShareLinkValues,
  parseDays,
  shareLinkValuesOf,
  whatsappShareUrl,
} from '../src/features/sessions/utils/share-link-form';

const link: ShareLink = {
  token: 'abcdefghijklmnopqrstuvwxyz',
  url: 'https://fotos.example/luz/ana/boda-abcdefghijklmnopqrstuvwxyz',
  customUrl: null,
  customUrlFull: null,
  title: 'Boda de Ana',
  message: 'Elige tus favoritas',
  commentId: null,
  durationDays: 30,
  status: 'active',
  hasPassword: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  validUntil: '2026-01-31T10:00:00.000Z',
  closedAt: null,
  updatedAt: '2026-01-01T10:00:00.000Z',
  selectionDeadline: null,
  deadlineOutcome: null,
};

describe('share link form', () => {
  it('proposes the session title and the default days', () => {
    const values = newShareLinkValues('Boda de Ana');
    expect(values.title).toBe('Boda de Ana');
    expect(values.durationDays).toBe('30');
    expect(checkNewShareLink(values)).toEqual({ errors: null, body: { title: 'Boda de Ana', durationDays: 30, message: null } });
  });

  it('accepts whole days from 1 to 365 only', () => {
    expect(['1', ' 365 ', '30'].map(parseDays)).toEqual([1, 365, 30]);
    expect(['0', '366', '1.5', '-3', '', 'diez', '1e2'].map(parseDays)).toEqual([null, null, null, null, null, null, null]);
    expect(checkExtendDays('400')).toEqual({ days: null, error: { message: 'daysRange', min: 1, max: 365 } });
    expect(checkExtendDays('15')).toEqual({ days: 15, error: null });
  });

  it('names each problem by field: title required, days, custom URL rules, short password', () => {
    const checked = checkNewShareLink({ ...newShareLinkValues(' '), durationDays: '0', customUrl: 'login', password: 'abc' });
    expect(checked.errors).toEqual({
      title: { message: 'required' },
      durationDays: { message: 'daysRange', min: 1, max: 365 },
      customUrl: { code: 'share.custom_url_reserved' },
      password: { message: 'passwordShort', min: 4 },
    });
    expect(checkNewShareLink({ ...newShareLinkValues('x'), customUrl: 'a b' }).errors).toEqual({ customUrl: { code: 'share.custom_url_invalid' } });
  });

  it('sends the comment, a lower-case custom URL and the password when given', () => {
    const commentId = '00000000-0000-4000-8000-00000000000c';
    const values = { ...newShareLinkValues('Boda'), message: ' Hola ', commentId, customUrl: ' Boda-Ana ', password: 'secreto' };
    expect(checkNewShareLink(values).body).toEqual({ title: 'Boda', durationDays: 30, message: 'Hola', commentId, customUrl: 'boda-ana', password: 'secreto' });
  });

  it('updates only what changed, with null to clear', () => {
    expect(checkShareLinkUpdate(link, shareLinkValuesOf(link)).body).toEqual({});
    const values = { ...shareLinkValuesOf(link), title: 'Boda de Ana y Luis', message: '', customUrl: 'ana-y-luis', password: 'nuevaclave' };
    expect(checkShareLinkUpdate(link, values).body).toEqual({ title: 'Boda de Ana y Luis', message: null, customUrl: 'ana-y-luis', password: 'nuevaclave' });
    const protectedLink = { ...link, hasPassword: true, customUrl: 'ana', customUrlFull: 'https://fotos.example/ana' };
    expect(checkShareLinkUpdate(protectedLink, { ...shareLinkValuesOf(protectedLink), customUrl: '', removePassword: true, password: 'ignored' }).body).toEqual({
      customUrl: null,
      password: null,
    });
  });

  it('asks for days before activating an expired link, or an inactive one past its date', () => {
    const now = Date.parse('2026-02-01T00:00:00.000Z');
    expect(activationNeedsDays({ status: 'expired', validUntil: '2026-01-31T00:00:00.000Z' }, now)).toBe(true);
    expect(activationNeedsDays({ status: 'inactive', validUntil: '2026-01-31T00:00:00.000Z' }, now)).toBe(true);
    expect(activationNeedsDays({ status: 'inactive', validUntil: '2026-02-02T00:00:00.000Z' }, now)).toBe(false);
  });

  it('lists the custom address first and shares message and link on WhatsApp', () => {
    expect(linkAddresses(link)).toEqual([link.url]);
    expect(linkAddresses({ ...link, customUrl: 'ana', customUrlFull: 'https://fotos.example/ana' })).toEqual(['https://fotos.example/ana', link.url]);
    const shared = new URL(whatsappShareUrl('Hola & bienvenida', 'https://fotos.example/ana'));
    expect(shared.origin + shared.pathname).toBe('https://wa.me/');
    expect(shared.searchParams.get('text')).toBe('Hola & bienvenida\n\nhttps://fotos.example/ana');
    expect(new URL(whatsappShareUrl(null, 'https://fotos.example/ana')).searchParams.get('text')).toBe('https://fotos.example/ana');
  });

  it('shows the API code when it names the problem, else the action’s own message', () => {
    expect(shareActionErrorCode(new ApiError('share.custom_url_taken', 409), 'share.process_failed')).toBe('share.custom_url_taken');
    expect(shareActionErrorCode(new ApiError('general.unknown', 500), 'share.extend_failed')).toBe('share.extend_failed');
    expect(shareActionErrorCode(new ApiError('general.network', 0), 'share.status_change_failed')).toBe('share.status_change_failed');
    expect(shareActionErrorCode(new Error('boom'), 'share.load_failed')).toBe('share.load_failed');
    expect(shareActionErrorCode(new ApiError('auth.unauthorized', 401), 'share.load_failed')).toBeNull();
  });

  it('is checked by the contract: a comment that is not an id is refused with the message it fills', () => {
    const values = { ...newShareLinkValues('Boda'), commentId: 'not-an-id' };
    expect(checkNewShareLink(values)).toEqual({ body: null, errors: { message: { code: 'general.validation' } } });
  });

  it('edits the selection deadline as Madrid wall time, in winter and in summer, and sends only a change', () => {
    expect(madridWallTime('2026-12-05T19:00:00.000Z')).toBe('2026-12-05T20:00');
    expect(instantOfMadridWallTime('2026-12-05T20:00')).toBe('2026-12-05T19:00:00.000Z');
    expect(madridWallTime('2026-07-05T18:00:00.000Z')).toBe('2026-07-05T20:00');
    expect(instantOfMadridWallTime('2026-07-05T20:00')).toBe('2026-07-05T18:00:00.000Z');
    expect(instantOfMadridWallTime('2026-07-05')).toBeNull();
    const withDeadline = { ...link, selectionDeadline: '2026-01-20T19:00:00.000Z' };
    const values = shareLinkValuesOf(withDeadline);
    expect(values.selectionDeadline).toBe('2026-01-20T20:00');
    expect(checkShareLinkUpdate(withDeadline, values)).toEqual({ errors: null, body: {} });
    expect(checkShareLinkUpdate(withDeadline, { ...values, selectionDeadline: '2026-01-25T18:30' })).toEqual({ errors: null, body: { selectionDeadline: '2026-01-25T17:30:00.000Z' } });
    expect(checkShareLinkUpdate(withDeadline, { ...values, selectionDeadline: '' })).toEqual({ errors: null, body: { selectionDeadline: null } });
    expect(checkNewShareLink({ ...newShareLinkValues('Boda'), selectionDeadline: '2026-01-25T18:30' }).body).toMatchObject({ selectionDeadline: '2026-01-25T17:30:00.000Z' });
  });
});
