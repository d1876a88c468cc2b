import type { AppServices } from '../../app/services.js';
import { checkAchievementsLater } from '../achievements/index.js';

/** guide_guru counts the itineraries a member owns: check their badges after one is saved. */
export const checkGuideGuru = (services: AppServices, ownerId: string) => checkAchievementsLater(services, [ownerId]);

export const SAVING_RATE = { limit: 20, windowMs: 60_000 };
export const SAVING_TOO_FAST = 'You are saving itineraries too fast. Please wait a moment.';
