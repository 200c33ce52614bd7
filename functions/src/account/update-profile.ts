// Profile changes. A business slug change is one transaction: claim the new slug (only if
// nobody holds it), release the old one (only if it is ours) and update the profile, so a
// failure leaves every item as it was.
import { slugProblem } from '@fotostudio/shared/business-slug';
import type { ProfileUpdate } from '@fotostudio/shared/contracts/account';
import { db, transactionOutcome } from '../data/database.js';
import type { PhotographerItem } from '../data/entities/photographer.js';
import { DomainError } from '../lib/errors.js';
import { checkOwnedUpload } from '../media/owned-upload.js';

type Field = keyof ProfileUpdate;

const checkSlug = (slug: string): void => {
  const problem = slugProblem(slug);
  if (problem === 'reserved') throw new DomainError('profile.slug_reserved');
  if (problem) throw new DomainError('profile.slug_invalid');
};

export const updateProfile = async (current: PhotographerItem, update: ProfileUpdate): Promise<void> => {
  const { photographerId } = current;
  const set: Partial<Record<Field, string>> = {};
  const remove: Field[] = [];
  for (const [field, value] of Object.entries(update) as [Field, string | null | undefined][]) {
    if (value === undefined || value === (current[field] ?? null)) continue;
    if (value === null || value === '') remove.push(field);
    else set[field] = value;
  }
  if (set.photoKey) await checkOwnedUpload(photographerId, 'profilePhoto', set.photoKey);
  if (set.logoKey) await checkOwnedUpload(photographerId, 'businessLogo', set.logoKey);
  if (set.businessSlug) checkSlug(set.businessSlug);
  if (Object.keys(set).length === 0 && remove.length === 0) return;
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
  const outcome = transactionOutcome(
    await db()
      .transaction.write(({ businessSlug, photographer }) => [
        ...(newSlug ? [businessSlug.create({ slug: newSlug, photographerId }).commit()] : []),
        ...(oldSlug
          ? [businessSlug.delete({ slug: oldSlug }).where((attr, op) => op.eq(attr.photographerId, photographerId)).commit()]
          : []),
        photographer.patch({ photographerId }).set(changes).remove(remove).commit(),
      ])
      .go(),
  );
  if (!outcome.canceled) return;
  if (newSlug && outcome.codes[0] === 'ConditionalCheckFailed') throw new DomainError('profile.slug_taken');
  throw new Error(`profile update canceled: ${outcome.codes.join(', ')}`);
};
