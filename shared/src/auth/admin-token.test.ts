import { ADMIN_TOKEN_KEY, clearAdminToken, readAdminToken, saveAdminToken } from './admin-token';

const brokenStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
} as unknown as Storage;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('admin token', () => {
  it('saves, reads and clears the token in sessionStorage only', () => {
    expect(readAdminToken()).toBeNull();
    saveAdminToken('abc');
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('abc');
    expect(localStorage.length).toBe(0);
    expect(readAdminToken()).toBe('abc');
    clearAdminToken();
    expect(readAdminToken()).toBeNull();
  });

  it('does not throw when storage is blocked', () => {
    expect(() => saveAdminToken('abc', brokenStorage)).not.toThrow();
    expect(readAdminToken(brokenStorage)).toBeNull();
    expect(() => clearAdminToken(brokenStorage)).not.toThrow();
  });
});
