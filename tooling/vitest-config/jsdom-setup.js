// The set-up every jsdom test project shares (sharedTest lists it before the project's own
// set-up files): jest-dom's matchers, one cleanup after each test, and the modal dialog that
// jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no modal dialogs; a minimal stand-in with the browser's observable behaviour:
// showModal/close toggle `open`, close() queues a 'close' event.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  /** @param {string} [returnValue] */
  HTMLDialogElement.prototype.close = function close(returnValue) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}
