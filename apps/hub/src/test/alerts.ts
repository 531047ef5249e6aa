// The hub's in-page alerts (app-kit AlertHost) as a member meets them in a test.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Waits for the in-page alert named by `message` and answers it. */
export async function findAlert(message: string): Promise<HTMLElement> {
  return screen.findByRole('alertdialog', { name: message });
}

/** Closes the in-page alert named by `message` with its 閉じる button (like accepting alert()). */
export async function closeAlert(message: string): Promise<void> {
  const dialog = await findAlert(message);
  await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
}
