// jest-dom's matchers, cleanup after each test, jsdom's missing modal dialog.
import '@member-hub/vitest-config/jsdom-setup';
