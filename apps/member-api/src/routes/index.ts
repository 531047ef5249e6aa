/**
 * The route table of the member API: one module per group of calls, in this order.
 * To add a group: write src/routes/<name>.ts exporting a RouteModule and add ONE line here.
 */
import { healthModule } from './health';
import type { RouteModule } from './types';

export const routeModules: readonly RouteModule[] = [
  // Operations
  healthModule,
];
