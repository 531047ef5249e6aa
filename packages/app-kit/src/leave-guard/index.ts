export { type LeaveGuardOptions, useLeaveGuard } from './useLeaveGuard';
