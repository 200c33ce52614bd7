import type { SessionDetail } from '@fotostudio/shared/contracts/sessions';
import { describe, expect, it } from 'vitest';
import { checkFinanceStep, checkSessionStep, emptySessionForm, financeUpdateOf, sessionFormOf, sessionUpdateOf } from '../src/features/sessions/utils/session-form';

const saved: SessionDetail = {
  session: {
    sessionId: '00000000-0000-4000-8000-000000000001',
    clientId: '00000000-0000-4000-8000-000000000002',
    clientName: 'Ana García',
    packageId: '00000000-0000-4000-8000-000000000003',
    packageName: 'Boda completa',
    title: 'Boda de Ana',
    description: null,
    date: '2027-06-12',
    time: '17:30:00',
    durationMinutes: 240,
    location: 'Sevilla',
    notes: null,
    sessionType: 'wedding',
    galleryComment: null,
    calendarSync: true,
    status: 'active',
    hasSelection: false,
    imageCount: 0,
    coverUrl: null,
    coverThumbhash: null,
    coverImageId: null,
    galleryLook: { layout: 'masonry', theme: 'light', font: 'system' },
    archivedAt: null,
    deleteAt: null,
    delivery: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
  },
  finance: {
    basePriceCents: 180000,
    totalPriceCents: 200000,
    paidCents: 50000,
    recordedPaidCents: 0,
    remainingCents: 150000,
    extraPhotos: 0,
    additionalProductsCents: 0,
    completeGalleryPriceCents: 0,
    selectionVersion: null,
    placeholder: false,
    updatedAt: null,
  },
  package: {
    packageId: '00000000-0000-4000-8000-000000000003',
    name: 'Boda completa',
    priceCents: 180000,
    includedPhotos: 100,
    extraPhotoPriceCents: 500,
    watermark: false,
    allowDownload: true,
    allowFullGallery: false,
    fullGalleryPriceCents: null,
  },
};

describe('the session form', () => {
  it('gives each missing required field its own message', () => {
    const checked = checkSessionStep(emptySessionForm(), false);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.client).toEqual({ code: 'sessions.client_required' });
    expect(checked.errors.packageId).toEqual({ code: 'sessions.package_required' });
    expect(checked.errors.title).toEqual({ code: 'sessions.title_required' });
    expect(checked.errors.sessionType).toEqual({ message: 'typeRequired' });
  });

  it('needs a date for calendar sync', () => {
    const values = { ...sessionFormOf(saved, 'EUR', 'es'), date: '' };
    const checked = checkSessionStep(values, false);
    expect(checked.ok ? null : checked.errors.date).toEqual({ code: 'sessions.calendar_needs_date' });
  });

  it('sends only the whitelisted fields that changed, with the time as HH:mm:00 and an emptied date as null', () => {
    const values = { ...sessionFormOf(saved, 'EUR', 'es'), title: 'Boda de Ana y Luis', time: '18:00', calendarSync: false, date: '' };
    const checked = checkSessionStep(values, false);
    if (!checked.ok) throw new Error('unexpected errors');
    expect(sessionUpdateOf(saved.session, checked.data)).toEqual({ title: 'Boda de Ana y Luis', time: '18:00:00', date: null, calendarSync: false });
    const unchanged = checkSessionStep(sessionFormOf(saved, 'EUR', 'es'), false);
    expect(unchanged.ok && sessionUpdateOf(saved.session, unchanged.data)).toBeNull();
  });

  it('takes an empty paid amount as 0 and the base price as the default total, and refuses paid above total or not a number', () => {
    expect(checkFinanceStep({ totalPrice: '', paid: '' }, 180000, 'EUR')).toEqual({ ok: true, finance: { totalPriceCents: 180000, paidCents: 0 } });
    expect(checkFinanceStep({ totalPrice: '100', paid: '100,01' }, 180000, 'EUR')).toEqual({ ok: false, errors: { paid: { code: 'sessions.paid_above_total' } } });
    expect(checkFinanceStep({ totalPrice: '100', paid: '-5' }, 180000, 'EUR')).toEqual({ ok: false, errors: { paid: { code: 'sessions.paid_invalid' } } });
    expect(checkFinanceStep({ totalPrice: '100', paid: 'abc' }, 180000, 'EUR')).toEqual({ ok: false, errors: { paid: { code: 'sessions.paid_invalid' } } });
    expect(checkFinanceStep({ totalPrice: '', paid: '' }, null, 'EUR')).toEqual({ ok: false, errors: { basePrice: { code: 'sessions.base_price_required' } } });
  });

  it('edits a finance that recorded payments took above its total: untouched figures pass, the total never below what they paid', () => {
    // 242 € received online for a session typed at 200 €.
    const above = { totalPriceCents: 20000, paidCents: 24200, recordedPaidCents: 24200 };
    expect(checkFinanceStep({ totalPrice: '200', paid: '242' }, 18000, 'EUR', above)).toEqual({ ok: true, finance: { totalPriceCents: 20000, paidCents: 24200 } });
    expect(checkFinanceStep({ totalPrice: '220', paid: '242' }, 18000, 'EUR', above)).toEqual({ ok: false, errors: { totalPrice: { code: 'sessions.total_below_recorded_payments' } } });
    expect(checkFinanceStep({ totalPrice: '242', paid: '242' }, 18000, 'EUR', above)).toEqual({ ok: true, finance: { totalPriceCents: 24200, paidCents: 24200 } });
    expect(checkFinanceStep({ totalPrice: '200', paid: '250' }, 18000, 'EUR', above)).toEqual({ ok: false, errors: { paid: { code: 'sessions.paid_above_total' } } });
    expect(checkFinanceStep({ totalPrice: '200', paid: '100' }, 18000, 'EUR', above)).toEqual({ ok: false, errors: { paid: { code: 'sessions.paid_below_recorded_payments' } } });
  });

  it('sends only the finance amounts that changed', () => {
    expect(financeUpdateOf(saved.finance, { totalPriceCents: 200000, paidCents: 60000 })).toEqual({ paidCents: 60000 });
    expect(financeUpdateOf(saved.finance, { totalPriceCents: 200000, paidCents: 50000 })).toBeNull();
  });
});
