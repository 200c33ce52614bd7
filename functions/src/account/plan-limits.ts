// A photographer's limits: their plan's (shared/src/plans.ts) with the overrides their item
// carries. Read per use, so an override set by the operator applies to the next call.
import { effectiveLimits, type PlanLimits } from '@fotostudio/shared/plans';
import { db } from '../data/database.js';

export const photographerLimits = async (photographerId: string): Promise<PlanLimits> => {
  const { data } = await db().entities.photographer.get({ photographerId }).go({ attributes: ['imagesPerSession'] });
  return effectiveLimits({ imagesPerSession: data?.imagesPerSession });
};
