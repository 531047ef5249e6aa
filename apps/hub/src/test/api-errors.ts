// Test helpers: API errors as the client throws them, and an in-memory storage (both app-kit's).
export { apiError } from '@member-hub/app-kit/testing';
export { createMemoryStorage as memoryStorage } from '@member-hub/app-kit/client-context';
