import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-to';

describe('sameOriginPath, the only places a sign-in returns to', () => {
  it('keeps paths of this app, with their query and fragment', () => {
    expect(sameOriginPath('/train-model')).toBe('/train-model');
    expect(sameOriginPath('/addin/taskpane.html?signed-in=1#top')).toBe(
      '/addin/taskpane.html?signed-in=1#top',
    );
    expect(sameOriginPath('/a/../legal')).toBe('/legal');
  });

  it('refuses anything that could leave the app or is no page', () => {
    for (const value of [
      '',
      'train-model',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/ /evil',
      '/\t/evil.example',
      '/x\u0000y',
      '/api/v1/auth/logout',
      '/%2e%2e/api/v1/auth/me',
    ]) {
      expect(sameOriginPath(value), value).toBeUndefined();
    }
  });
});
