// The private beta: its state (places left from the accepted-places counter, the deadline),
// the operator's list, and accepting an application, which moves the counter in the same
// transaction as the application's status, so an application takes a place exactly once.
import type { BetaStatus } from '@fotostudio/shared/contracts/site';
import { db, transact } from '../data/database.js';
import { acceptPendingApplication, takeBetaPlace } from '../data/stores/site.js';
import type { BetaApplicationItem } from '../data/entities/site.js';
import { retryLostRaces, TRY_AGAIN } from '../data/conflict-retry.js';
import { DomainError } from '../lib/errors.js';
import { siteConfig } from './site-config.js';

const PROGRAMME = { programme: 'beta' as const };

export const acceptedPlaces = async (): Promise<number> => {
  const { data } = await db().entities.betaPlaces.get(PROGRAMME).go({ consistent: true });
  return data?.accepted ?? 0;
};

export const betaStatus = async (now = new Date()): Promise<BetaStatus> => {
  const { placesTotal, deadline, paymentsStart } = siteConfig();
  const placesLeft = Math.max(0, placesTotal - (await acceptedPlaces()));
  return { placesTotal, placesLeft, deadline: deadline.toISOString(), open: placesLeft > 0 && now < deadline, paymentsStart: paymentsStart ?? null };
};

/** Every application, oldest first (the operator's list: tens, not thousands). */
export const listBetaApplications = async (): Promise<BetaApplicationItem[]> =>
  (await db().entities.betaApplication.query.byCreation({}).go({ pages: 'all' })).data;

export const getBetaApplication = async (applicationId: string): Promise<BetaApplicationItem> => {
  const { data } = await db().entities.betaApplication.get({ applicationId }).go({ consistent: true });
  if (!data) throw new DomainError('site.application_not_found');
  return data;
};

export type AcceptOutcome = 'accepted' | 'already_accepted' | 'no_places_left';

/**
 * Marks the application accepted and takes a place, both or neither: the application's
 * status must still be `pending` and the counter below the total. Of two accepts of one
 * application, one moves the counter; the other finds it accepted.
 */
export const acceptBetaApplication = async (applicationId: string, now = new Date()): Promise<{ outcome: AcceptOutcome; application: BetaApplicationItem }> => {
  const { placesTotal } = siteConfig();
  const outcome = await retryLostRaces<AcceptOutcome>(async () => {
    const current = await getBetaApplication(applicationId);
    if (current.status === 'accepted') return 'already_accepted';
    if ((await acceptedPlaces()) >= placesTotal) return 'no_places_left';
    const result = await transact([acceptPendingApplication(applicationId, now.toISOString()), takeBetaPlace(PROGRAMME, placesTotal)]);
    // Someone else accepted it, or took the last place, or a write raced ours: read again.
    return result.committed ? 'accepted' : TRY_AGAIN;
  }, 'general.changed_meanwhile');
  return { outcome, application: await getBetaApplication(applicationId) };
};

export const markInvited = async (applicationId: string, now = new Date()): Promise<void> => {
  await db().entities.betaApplication.patch({ applicationId }).set({ invitedAt: now.toISOString() }).go();
};
