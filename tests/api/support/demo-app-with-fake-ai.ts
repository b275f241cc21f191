import type { TConfig } from '../../../src/server/config';
import { DEMO_USER, seedDemo } from '../../../src/server/seed/seed-demo';
import { fakeInstanceProvider, startFakeOpenAiServer } from '../../fixtures/fake-openai-server';
import { createTestApp } from './test-app';

/**
 * An app whose default AI provider is a fake OpenAI server answering as `deployment`, with the demo
 * playbook seeded and the demo user logged in.
 */
export const startDemoAppWithFakeAi = async (deployment: string, config: Partial<TConfig> = {}) => {
  const fake = await startFakeOpenAiServer();
  const t = await createTestApp({
    config: { ...config, llmDefault: fakeInstanceProvider(fake, deployment) },
  }).catch(async (error) => {
    await fake.close();
    throw error;
  });
  const close = async () => {
    try {
      await t.close();
    } finally {
      await fake.close();
    }
  };
  try {
    await seedDemo(t.db);
    const user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    return { fake, t, user, close };
  } catch (error) {
    await close();
    throw error;
  }
};
