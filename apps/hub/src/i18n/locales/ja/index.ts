import { app } from './app';
import { login } from './login';
import { register } from './register';
import { migration } from './migration';
import { kantan } from './kantan';

export const hubJa = { app, login, register, migration, kantan } as const;
