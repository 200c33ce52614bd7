// A photographer's limits: their plan's (shared/src/plans.ts) with the overrides their item
// carries. Read per use, so an override set by the operator applies to the next call.
import { effectiveLimits, type PlanLimits } from '@fotostudio/shared/plans';
import { db } from '../data/database.js';
import type { PhotographerItem } from '../data/entities/photographer.js';

export const limitsOf = (photographer: Pick<PhotographerItem, 'imagesPerSession' | 'storageQuotaBytes' | 'zipPartBytes'> | undefined): PlanLimits =>
  effectiveLimits({ imagesPerSession: photographer?.imagesPerSession, storageQuotaBytes: photographer?.storageQuotaBytes, zipPartBytes: photographer?.zipPartBytes });

export const photographerLimits = async (photographerId: string): Promise<PlanLimits> =>
  limitsOf((await db().entities.photographer.get({ photographerId }).go({ attributes: ['imagesPerSession', 'storageQuotaBytes', 'zipPartBytes'] })).data ?? undefined);
