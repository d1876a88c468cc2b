import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The codegen freshness test runs in the node environment, without a DOM.
if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
  // jsdom does not implement scrolling; the login and otp pages scroll to the top on entry.
  window.scrollTo = () => {};
}
