import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '../src/lib/image-upload';

const MB = 1024 * 1024;

describe('profile image check in the browser', () => {
  it('accepts JPEG, PNG and WEBP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(imageFileProblem({ type, size: 5 * MB })).toBeUndefined();
  });

  it('refuses other types and larger files with the catalogue codes', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('upload.type_not_allowed');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('upload.type_not_allowed');
    expect(imageFileProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('upload.size_exceeded');
  });
});
