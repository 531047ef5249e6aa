import { common } from './common';
import { profileForm } from './profileForm';
import { shell } from './shell';

export const ja = { common, shell, profileForm } as const;
