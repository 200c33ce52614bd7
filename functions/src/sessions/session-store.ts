// Reading a photographer's sessions. Every read is keyed by the photographer id from the
// token, so another photographer's session id reads nothing (404), never their data.
import { db } from '../data/database.js';
import type { SessionFinanceItem } from '../data/entities/session-finance.js';
import type { SessionItem } from '../data/entities/session.js';
import { DomainError } from '../lib/errors.js';

export const findSession = async (photographerId: string, sessionId: string): Promise<SessionItem | undefined> =>
  (await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true })).data ?? undefined;

export const requireSession = async (photographerId: string, sessionId: string): Promise<SessionItem> => {
  const session = await findSession(photographerId, sessionId);
  if (!session) throw new DomainError('sessions.not_found');
  return session;
};

/** A session that may be changed: archived ones must be restored first. */
export const requireActiveSession = async (photographerId: string, sessionId: string): Promise<SessionItem> => {
  const session = await requireSession(photographerId, sessionId);
  if (session.archivedAt) throw new DomainError('sessions.archived');
  return session;
};

export const requireFinance = async (photographerId: string, sessionId: string): Promise<SessionFinanceItem> => {
  const { data } = await db().entities.sessionFinance.get({ photographerId, sessionId }).go({ consistent: true });
  if (!data) throw new DomainError('sessions.not_found');
  return data;
};

/** Every session item of the photographer (main items only), in date order. */
export const listSessionItems = async (
  photographerId: string,
  range: { from?: string | undefined; to?: string | undefined } = {},
): Promise<SessionItem[]> => {
  const query = db().entities.session.query.byPhotographer({ photographerId });
  const ranged =
    range.from && range.to
      ? query.between({ sortDate: range.from }, { sortDate: `${range.to}\uffff` })
      : range.from
        ? query.gte({ sortDate: range.from })
        : range.to
          ? query.lte({ sortDate: `${range.to}\uffff` })
          : query;
  return (await ranged.go({ pages: 'all' })).data;
};
