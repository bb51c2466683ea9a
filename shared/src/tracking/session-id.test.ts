const FORMAT = /^\d{13}-[0-9a-z]{10}$/;

async function freshModule() {
  jest.resetModules();
  return import('./session-id');
}

beforeEach(() => sessionStorage.clear());

describe('newSessionId', () => {
  it('is a 13-digit timestamp and 10 random characters', async () => {
    const { newSessionId } = await freshModule();
    expect(newSessionId()).toMatch(FORMAT);
    expect(newSessionId(1732300000000, () => 0.5)).toMatch(/^1732300000000-[0-9a-z]{10}$/);
    // A random number with a short base-36 form is padded to 10 characters.
    expect(newSessionId(1732300000000, () => 0.5)).toBe('1732300000000-i000000000');
  });

  it('differs between calls', async () => {
    const { newSessionId } = await freshModule();
    expect(newSessionId()).not.toBe(newSessionId());
  });
});

describe('getSessionId', () => {
  it('creates an id once and keeps it in sessionStorage under visitorSessionId', async () => {
    const { getSessionId, VISITOR_SESSION_KEY } = await freshModule();
    expect(VISITOR_SESSION_KEY).toBe('visitorSessionId');
    const id = getSessionId();
    expect(id).toMatch(FORMAT);
    expect(sessionStorage.getItem('visitorSessionId')).toBe(id);
    expect(getSessionId()).toBe(id);
  });

  it('reuses an id already in storage', async () => {
    sessionStorage.setItem('visitorSessionId', '1700000000000-abcdefghij');
    const { getSessionId } = await freshModule();
    expect(getSessionId()).toBe('1700000000000-abcdefghij');
  });

  it('still gives one stable id when storage throws', async () => {
    const { getSessionId } = await freshModule();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const id = getSessionId(broken);
    expect(id).toMatch(FORMAT);
    expect(getSessionId(broken)).toBe(id);
  });

  it('works without any storage', async () => {
    const { getSessionId } = await freshModule();
    const id = getSessionId(null);
    expect(id).toMatch(FORMAT);
    expect(getSessionId(null)).toBe(id);
  });
});

describe('existingSessionId and forgetSessionId', () => {
  it('reads the tab’s id without ever making one', async () => {
    const { existingSessionId, VISITOR_SESSION_KEY } = await freshModule();
    expect(existingSessionId()).toBeNull();
    expect(sessionStorage.getItem(VISITOR_SESSION_KEY)).toBeNull();
    sessionStorage.setItem(VISITOR_SESSION_KEY, '1732300000000-abcdefghij');
    expect(existingSessionId()).toBe('1732300000000-abcdefghij');
  });

  it('forgets the id, so the next visit starts a new session', async () => {
    const { existingSessionId, forgetSessionId, getSessionId } = await freshModule();
    const first = getSessionId();
    forgetSessionId();
    expect(existingSessionId()).toBeNull();
    const next = getSessionId();
    expect(next).toMatch(FORMAT);
    expect(next).not.toBe(first);
  });

  it('forgets an id kept in memory where storage is blocked', async () => {
    const { existingSessionId, forgetSessionId, getSessionId } = await freshModule();
    const blocked = {
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
    const id = getSessionId(blocked);
    expect(existingSessionId(blocked)).toBe(id);
    forgetSessionId(blocked);
    expect(existingSessionId(blocked)).toBeNull();
  });
});
