// The root entry, the contract and the OpenAPI generator stay React-free (no React, no TanStack
// Query, nothing from src/react): the shared config's boundaries rules enforce it.
import config, { typeChecked } from '@member-hub/eslint-config';

export default [...config, ...typeChecked(import.meta.dirname, ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'])];
