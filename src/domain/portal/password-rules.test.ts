import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { passwordMaxLength, passwordMinLength, passwordProblems } from './password-rules';

const common = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

describe('passwordProblems', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblems('kiwi-Tram-lantaarn-47', common)).toEqual([]);
  });

  it('asks for a password when it is empty', () => {
    expect(passwordProblems('', common)).toEqual([{ key: 'required' }]);
  });

  it('refuses fewer than 8 characters and accepts exactly 8', () => {
    expect(passwordProblems('Zq7!mW2', common)).toEqual([
      { key: 'passwordTooShort', vars: { min: passwordMinLength } },
    ]);
    expect(passwordProblems('Zq7!mW2x', common)).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect(passwordProblems('🏠🏡🏘🏚🏗🏢🏬', common)[0]?.key).toBe('passwordTooShort');
  });

  it('accepts 64 and 128 characters and refuses 129', () => {
    expect(passwordProblems('ab3$'.repeat(16), common)).toEqual([]);
    expect(passwordProblems('ab3$'.repeat(32), common)).toEqual([]);
    expect(passwordProblems(`${'ab3$'.repeat(32)}x`, common)).toEqual([
      { key: 'tooLong', vars: { max: passwordMaxLength } },
    ]);
  });

  it('refuses the most common passwords of the zxcvbn list, whatever their case', () => {
    for (const word of ['password', 'Password1', 'qwertyuiop', '12345678', 'iloveyou']) {
      expect(passwordProblems(word, common)).toEqual([{ key: 'passwordTooCommon' }]);
    }
  });

  it('uses the list it is given', () => {
    expect(passwordProblems('kiwi-Tram-lantaarn-47', new Set(['kiwi-tram-lantaarn-47']))).toEqual([
      { key: 'passwordTooCommon' },
    ]);
  });
});
