import '@member-hub/vitest-config/jsdom-setup';
