// The local stand-ins for the functions test project: fresh data, free ports, so the suite
// also runs while `npm start` is up.
import { setupTestStack } from '../../infra/local/test-stack.js';

// The handlers run in the global-setup process (behind the local gateway): keep their
// request logs out of the test report, but not their errors.
process.env.LOG_LEVEL ??= 'error';

export default setupTestStack({ serveWeb: false });
