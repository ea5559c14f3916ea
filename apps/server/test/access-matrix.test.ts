import { describeAccessMatrix } from './access-matrix.ts';
import { ACCESS_RULES, RECORD_FIXTURES } from './access-rules.ts';
import { createTestApp } from './harness.ts';

describeAccessMatrix('access matrix', {
  createApp: () => createTestApp(),
  rules: ACCESS_RULES,
  fixtures: RECORD_FIXTURES,
});
