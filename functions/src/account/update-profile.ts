// Profile changes. A business slug change is one transaction: claim the new slug (only if
// nobody holds it), release the old one (only if it is ours) and update the profile (only
// if its slug is still the one we read), so a failure leaves every item as it was and two
// changes at once can never both claim a slug: the loser reads again and retries.
import { slugProblem } from '@fotostudio/shared/business-slug';
import type { ProfileUpdate } from '@fotostudio/shared/contracts/account';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { db, transact, writeItems } from '../data/database.js';
import { refusedAmong } from '../data/transaction.js';
import { releaseBusinessSlug, updateProfileWithSlug } from '../data/stores/account.js';
import type { PhotographerItem } from '../data/entities/photographer.js';
import { DomainError } from '../lib/errors.js';
import { checkOwnedUpload } from '../media/owned-upload.js';
import { requireAccount } from './photographer-account.js';

type Field = keyof ProfileUpdate;

const checkSlug = (slug: string): void => {
  const problem = slugProblem(slug);
  if (problem === 'reserved') throw new DomainError('profile.slug_reserved');
  if (problem) throw new DomainError('profile.slug_invalid');
};

/** The fields that differ from what is stored: set, or removed when cleared. */
const changesOf = (current: PhotographerItem, update: ProfileUpdate) => {
  const set: Partial<Record<Field, string>> = {};
  const remove: Field[] = [];
  for (const [field, value] of Object.entries(update) as [Field, string | null | undefined][]) {
    if (value === undefined || value === (current[field] ?? null)) continue;
    if (value === null || value === '') remove.push(field);
    else set[field] = value;
  }
  return { set, remove };
};

const slugOwner = async (slug: string): Promise<string | undefined> =>
  (await db().entities.businessSlug.get({ slug }).go({ consistent: true })).data?.photographerId;

/** One attempt against the profile as read now; TRY_AGAIN when another change got there first. */
const applyUpdate = async (photographerId: string, update: ProfileUpdate): Promise<void | typeof TRY_AGAIN> => {
  const { photographer: current } = await requireAccount(photographerId);
  const { set, remove } = changesOf(current, update);
  if (Object.keys(set).length === 0 && remove.length === 0) return;
  if (set.photoKey) await checkOwnedUpload(photographerId, 'profilePhoto', set.photoKey);
  if (set.logoKey) await checkOwnedUpload(photographerId, 'businessLogo', set.logoKey);
  if (set.businessSlug) checkSlug(set.businessSlug);
  const valueAfter = (field: 'name' | 'businessName') =>
    field in set ? set[field] : remove.includes(field) ? undefined : current[field];
  // Onboarding asks for the photographer's and the business's name; having both completes it.
  const completesOnboarding = !current.onboardingCompleted && Boolean(valueAfter('name')?.trim() && valueAfter('businessName')?.trim());
  const changes = { ...set, ...(completesOnboarding ? { onboardingCompleted: true } : {}) };

  const slugChanges = 'businessSlug' in set || remove.includes('businessSlug');
  if (!slugChanges) {
    await db().entities.photographer.patch({ photographerId }).set(changes).remove(remove).go();
    return;
  }
  const newSlug = set.businessSlug;
  const oldSlug = current.businessSlug;
  const outcome = await transact([
    ...writeItems(({ businessSlug }) => (newSlug ? [businessSlug.create({ slug: newSlug, photographerId }).commit()] : [])),
    ...(oldSlug ? [releaseBusinessSlug(oldSlug, photographerId)] : []),
    updateProfileWithSlug(photographerId, oldSlug, changes, remove),
  ]);
  if (outcome.committed) return;
  // Someone else's slug is final; anything else (our own concurrent change, a conflict) is a lost race.
  if (newSlug && refusedAmong(outcome, 0, 1)) {
    const owner = await slugOwner(newSlug);
    if (owner !== undefined && owner !== photographerId) throw new DomainError('profile.slug_taken');
  }
  return TRY_AGAIN;
};

export const updateProfile = async (photographerId: string, update: ProfileUpdate): Promise<void> => {
  await retryLostRaces(() => applyUpdate(photographerId, update), 'profile.changed_meanwhile');
};
