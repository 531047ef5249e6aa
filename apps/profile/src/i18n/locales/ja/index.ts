import { app } from './app';

export const profileJa = { app } as const;
