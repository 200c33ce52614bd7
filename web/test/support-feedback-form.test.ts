// The support-feedback modal's check (features/support): the API's own contract, so what the
// modal sends is what the route accepts, and an empty message is the spec's required-fields code.
import { sendFeedback } from '@fotostudio/shared/contracts/support';
import { englishMessages } from '@fotostudio/shared/errors/messages-en';
import { spanishMessages } from '@fotostudio/shared/errors/messages-es';
import { describe, expect, it } from 'vitest';
import { checkFeedback, languageOf } from '../src/features/support/utils/support-input';

describe('support feedback form', () => {
  it('sends the kind, the trimmed message, the page and the language, as the route accepts them', () => {
    const checked = checkFeedback({ category: 'idea', message: '  Exportar el calendario  ' }, '/dashboard/sessions', 'es');
    expect(checked).toEqual({ ok: true, input: { category: 'idea', message: 'Exportar el calendario', page: '/dashboard/sessions', language: 'es' } });
    if (checked.ok) expect(sendFeedback.body.parse(checked.input)).toEqual(checked.input);
  });

  it('refuses an empty or blank message with support.message_required, in both languages', () => {
    for (const message of ['', '   \n ']) {
      expect(checkFeedback({ category: 'problem', message }, '/dashboard', 'en')).toEqual({ ok: false, code: 'support.message_required' });
    }
    expect(spanishMessages['support.message_required']).toBe('Por favor, completa todos los campos obligatorios.');
    expect(englishMessages['support.message_required']).toBe('Please complete all required fields.');
  });

  it('refuses a message over the limit rather than cutting it', () => {
    expect(checkFeedback({ category: 'other', message: 'x'.repeat(4001) }, '/dashboard', 'es')).toEqual({ ok: false, code: 'general.validation' });
  });

  it("names the app's language as the contract does", () => {
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-GB')).toBe('en');
    expect(languageOf('es')).toBe('es');
    expect(languageOf(undefined)).toBe('es');
  });
});
