export * from './failure-switch';
export * from './guard';
export * from './rate-limit';
export * from './security';
