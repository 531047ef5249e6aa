import { common } from './common';
import { shell } from './shell';

export const ja = { common, shell } as const;
