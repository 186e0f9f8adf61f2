import { describe, expect, it } from 'vitest';
import { outputSize, validateAvatarFile } from '@/features/profile/lib/crop-image';

describe('validateAvatarFile', () => {
  it('accepts images up to 10 MB', () => {
    expect(validateAvatarFile({ type: 'image/png', size: 1024 })).toBeNull();
    expect(validateAvatarFile({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
  });
  it('rejects other types', () => {
    expect(validateAvatarFile({ type: 'text/plain', size: 10 })).toBe('Please select an image file');
    expect(validateAvatarFile({ type: '', size: 10 })).toBe('Please select an image file');
  });
  it('rejects images over 10 MB', () => {
    expect(validateAvatarFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      'Image size should be less than 10MB',
    );
  });
});

describe('outputSize', () => {
  it('keeps small crops as they are', () => {
    expect(outputSize(200, 200)).toEqual({ width: 200, height: 200 });
  });
  it('scales large crops down to at most 512 px', () => {
    expect(outputSize(2048, 2048)).toEqual({ width: 512, height: 512 });
    expect(outputSize(1000, 500)).toEqual({ width: 512, height: 256 });
  });
});
