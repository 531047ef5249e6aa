export { type ClientVariant, useClientVariant } from './useClientVariant';
