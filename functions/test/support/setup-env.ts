// Runs in every test worker before the test files: the functions under test read their
// configuration and SDK endpoints from process.env, as on Lambda.
import { inject } from 'vitest';
// Brings in the typing of inject('localStack').
import type {} from '../../../infra/local/test-stack.js';

Object.assign(process.env, inject('localStack').env, { LOG_LEVEL: 'silent' });
