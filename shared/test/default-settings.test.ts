import { describe, expect, it } from 'vitest';
import { photographerSettings } from '../src/contracts/account.js';
import { defaultSettings } from '../src/default-settings.js';

describe('defaultSettings', () => {
  it('follows the spec defaults: Spanish, euro, DD/MM/YYYY, Madrid, light theme', () => {
    const settings = defaultSettings();
    expect(settings.preferences).toEqual({ language: 'es', currency: 'EUR', dateFormat: 'DD/MM/YYYY', timezone: 'Europe/Madrid' });
    expect(settings.appearance).toBe('light');
  });

  it('turns every notification type on in every channel and satisfies the contract', () => {
    const settings = defaultSettings('en');
    expect(Object.values(settings.notifications).every((c) => c.app && c.email)).toBe(true);
    const now = new Date().toISOString();
    expect(photographerSettings.safeParse({ ...settings, createdAt: now, updatedAt: now }).success).toBe(true);
  });
});
