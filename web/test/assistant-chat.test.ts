// The assistant chat widget's conversation (features/support): the question goes with the
// conversation so far (at most the contract's last turns), and an answer appends both turns.
import { askAssistant, CHAT_HISTORY_MAX, CHAT_REPLY_MAX, type ChatTurn } from '@fotostudio/shared/contracts/support';
import { describe, expect, it } from 'vitest';
import { checkQuestion, withAnswer } from '../src/features/support/utils/support-input';

describe('assistant chat', () => {
  it('asks with the conversation so far, as the route accepts it', () => {
    const conversation = withAnswer([], '¿Cómo comparto una galería?', 'Abre la sesión y pulsa "Generar enlace".');
    expect(conversation).toEqual([
      { role: 'user', text: '¿Cómo comparto una galería?' },
      { role: 'assistant', text: 'Abre la sesión y pulsa "Generar enlace".' },
    ]);
    const checked = checkQuestion(' ¿Y con contraseña? ', conversation, '/dashboard/sessions', 'es');
    expect(checked).toEqual({ ok: true, input: { message: '¿Y con contraseña?', history: conversation, page: '/dashboard/sessions', language: 'es' } });
    if (checked.ok) expect(askAssistant.body.parse(checked.input)).toEqual(checked.input);
  });

  it('sends only the latest turns of a long conversation', () => {
    let conversation: ChatTurn[] = [];
    for (let index = 0; index < 15; index += 1) conversation = withAnswer(conversation, `q${index}`, `a${index}`);
    const checked = checkQuestion('next', conversation, '/dashboard', 'en');
    expect(checked.ok && checked.input.history).toEqual(conversation.slice(-CHAT_HISTORY_MAX));
    expect(checked.ok && checked.input.history[0]).toEqual({ role: 'user', text: 'q5' });
  });

  it('sends back the longest reply the assistant may give', () => {
    const conversation = withAnswer([], 'q', 'r'.repeat(CHAT_REPLY_MAX));
    expect(checkQuestion('next', conversation, '/dashboard', 'es').ok).toBe(true);
  });

  it('refuses an empty question with support.message_required (the widget keeps the field as it was)', () => {
    expect(checkQuestion('  ', [], '/dashboard', 'es')).toEqual({ ok: false, code: 'support.message_required' });
  });
});
