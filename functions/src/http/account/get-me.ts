import { getMe } from '@fotostudio/shared/contracts/account';
import { readMe } from '../../account/me.js';
import { photographerRoute } from '../../lib/http/http-function.js';

/** The signed-in photographer's account, created at the first call (account/me.ts). */
export const getMeHandler = photographerRoute(getMe, ({ caller }) => readMe(caller.photographerId, caller.username));
