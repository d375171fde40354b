export * from './db';
export * from './ids';
