// A session with its finance and its package's terms: what the detail modal and the wizard read.
import type { SessionDetail } from '@fotostudio/shared/contracts/sessions';
import { db } from '../data/database.js';
import type { SessionItem } from '../data/entities/session.js';
import { DomainError } from '../lib/errors.js';
import { requireFinance, requireSession } from './session-store.js';
import { coverUrlOf } from './sessions.js';
import { toSessionFinance, toPackageTerms, toSessionSummary } from './views.js';

export const sessionDetailOf = async (photographerId: string, sessionOrId: SessionItem | string): Promise<SessionDetail> => {
  const session = typeof sessionOrId === 'string' ? await requireSession(photographerId, sessionOrId) : sessionOrId;
  const [finance, sessionPackage, coverUrl] = await Promise.all([
    requireFinance(photographerId, session.sessionId),
    db().entities.sessionPackage.get({ photographerId, packageId: session.packageId }).go(),
    coverUrlOf(session),
  ]);
  // A package in use cannot be deleted (its sessionRefs), so a missing one is a broken invariant.
  if (!sessionPackage.data) throw new DomainError('catalog.package_not_found');
  return { session: toSessionSummary(session, coverUrl), finance: toSessionFinance(finance), package: toPackageTerms(sessionPackage.data) };
};
