// Importing the set-up also brings jest-dom's matcher types (toBeInTheDocument, …).
import '@testing-library/jest-dom/vitest';
