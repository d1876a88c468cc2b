import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The codegen freshness test runs in the node environment, without a DOM.
if (typeof window !== 'undefined') {
  // findBy*/waitFor wait up to 5 s (default 1 s): a lazy route's first import is transformed on demand, which took
  // over a second on a loaded 2-core CI machine (app.test.tsx saw the page spinner still up).
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
  // jsdom does not implement scrolling; the login and otp pages scroll to the top on entry.
  window.scrollTo = () => {};
}
