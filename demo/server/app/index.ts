export * from './app';
export * from './seed';
