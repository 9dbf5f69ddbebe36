// A counting semaphore with a bounded queue. Password hashing is deliberately expensive (about
// 128 MiB and a third of a second per scrypt call), so a burst of logins must wait its turn rather
// than exhaust memory; past the queue's bound we refuse at once instead of piling up work.
export class BusyError extends Error {
  constructor() {
    super("Too many password checks in progress");
    this.name = "BusyError";
  }
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createLimiter(maxConcurrent: number, maxQueued: number): Limiter {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) {
      active += 1;
      next();
    }
  };

  return {
    async run(task) {
      if (active >= maxConcurrent) {
        if (queue.length >= maxQueued) throw new BusyError();
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
