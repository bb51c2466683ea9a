/** Strings to small integers and back: for each column, the sessions, the events and the column groups. */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  readonly keys: string[] = [];

  code(key: string): number {
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.keys.length;
      this.codes.set(key, code);
      this.keys.push(key);
    }
    return code;
  }

  /** The key's code, or -1 when no visit has it. */
  find(key: string): number {
    return this.codes.get(key) ?? -1;
  }

  get size(): number {
    return this.keys.length;
  }
}
