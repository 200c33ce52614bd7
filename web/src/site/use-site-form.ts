// What every site form shares: the form ticket of the bot check (issued for this form, fetched
// when the form appears and renewed after every answer: a sent form spends it), the
// honeypot's value, and the sending state.
import type { SiteFormKind } from '@fotostudio/shared/contracts/site';
import { useCallback, useEffect, useState } from 'react';
import { messageOf, SiteApiError, siteApi, type Guard } from './api';
import { useSite } from './site-context';

export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'error'; message: string; fields: string[] }
  | { kind: 'done' };

export const useSiteForm = <R>(form: SiteFormKind, send: (guard: Guard) => Promise<R>, onSent?: (result: R) => void) => {
  const { language } = useSite();
  const [ticket, setTicket] = useState<{ kind: 'loading' } | { kind: 'ready'; value: string } | { kind: 'failed'; message: string }>({ kind: 'loading' });
  const [honeypot, setHoneypot] = useState('');
  const [state, setState] = useState<SendState>({ kind: 'idle' });

  const fetchTicket = useCallback(async () => {
    try {
      const answer = await siteApi.formTicket(form);
      setTicket({ kind: 'ready', value: answer.ticket });
    } catch (error) {
      setTicket({ kind: 'failed', message: await messageOf(error instanceof SiteApiError ? error.code : 'site.connection_error', language) });
    }
  }, [form, language]);

  useEffect(() => {
    void fetchTicket();
  }, [fetchTicket]);

  const submit = async () => {
    if (ticket.kind !== 'ready' || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const result = await send({ website: honeypot, ticket: ticket.value, lang: language });
      setState({ kind: 'done' });
      onSent?.(result);
      void fetchTicket();
    } catch (error) {
      const failure = error instanceof SiteApiError ? error : new SiteApiError('general.unknown', 0);
      setState({ kind: 'error', message: await messageOf(failure.code, language), fields: failure.fields });
      void fetchTicket();
    }
  };

  const invalid = (field: string) => state.kind === 'error' && state.fields.includes(field);
  return { ticket, honeypot, setHoneypot, state, submit, invalid, retryTicket: fetchTicket };
};
