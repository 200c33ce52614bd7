// Runs in every test worker before the test files: the functions under test read their
// configuration and SDK endpoints from process.env, as on Lambda.
import { inject } from 'vitest';
import './provided-context.js';

Object.assign(process.env, inject('localStack').env, { LOG_LEVEL: 'silent' });
