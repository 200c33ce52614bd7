// lib/config.ts by concern: each part validates its own variables with its first read, so a
// function fails loudly on a missing or malformed variable it reads and never on one it does not.
import { afterEach, describe, expect, it } from 'vitest';
import { appConfig, mediaSigningConfig, resetConfig, siteBetaConfig, stripeConfig, verifactuConfig } from '../src/lib/config.js';

const saved = { ...process.env };

/** Runs `check` with the environment changed (undefined: unset), then puts it back. */
const withEnv = (changes: Record<string, string | undefined>, check: () => void): void => {
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
  try {
    check();
  } finally {
    for (const name of Object.keys(changes)) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetConfig();
  }
};

afterEach(() => resetConfig());

describe('configuration parts', () => {
  it('fails loudly on a missing or malformed variable of the part read, naming it', () => {
    withEnv({ TABLE_NAME: undefined }, () => expect(() => appConfig()).toThrow(/TABLE_NAME/));
    withEnv({ APP_URL: 'not a url' }, () => expect(() => appConfig()).toThrow(/APP_URL/));
    withEnv({ STRIPE_SECRET_KEY: 'pk_test_abc' }, () => expect(() => stripeConfig()).toThrow(/STRIPE_SECRET_KEY/));
    withEnv({ SITE_BETA_PLACES: 'many' }, () => expect(() => siteBetaConfig()).toThrow(/SITE_BETA_PLACES/));
  });

  it("never fails a part on another part's variable: a function validates only what it reads", () => {
    withEnv({ VERIFACTU_CERT_LOCAL_KEY: 'not base64 of 32 bytes', USER_POOL_ID: undefined, SITE_BETA_PLACES: 'many' }, () => {
      expect(appConfig().TABLE_NAME).toBe(saved.TABLE_NAME);
      expect(() => mediaSigningConfig()).not.toThrow();
      expect(() => stripeConfig()).not.toThrow();
      expect(() => verifactuConfig()).toThrow(/VERIFACTU_CERT_LOCAL_KEY/);
    });
  });

  it('parses a part once, until resetConfig, and applies its defaults', () => {
    withEnv({ VERIFACTU_PRODUCER_NAME: undefined, SITE_BETA_PLACES: '12' }, () => {
      expect(verifactuConfig().VERIFACTU_PRODUCER_NAME).toBe('Fotostudio (desarrollo local)');
      expect(siteBetaConfig().SITE_BETA_PLACES).toBe(12);
      process.env.SITE_BETA_PLACES = '13';
      expect(siteBetaConfig().SITE_BETA_PLACES).toBe(12);
      resetConfig();
      expect(siteBetaConfig().SITE_BETA_PLACES).toBe(13);
    });
  });
});
