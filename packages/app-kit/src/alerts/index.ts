export { type AlertQueue, type AlertRequest, createAlertQueue } from './alert-queue';
export { AlertHost } from './AlertHost';
