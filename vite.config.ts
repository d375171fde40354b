import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'loader/**/*.test.ts',
      'demo/**/*.test.ts',
      'test/unit/**/*.test.{ts,tsx}',
      'test/engine/**/*.test.ts',
    ],
    environment: 'node',
  },
});
