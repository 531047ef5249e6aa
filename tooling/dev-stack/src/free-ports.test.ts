import net from 'node:net';

import { describe, expect, it } from 'vitest';

import { freePort, isPortTaken, startOnFreePorts } from './emulator';

const taken = () =>
  Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:4000'), {
    code: 'EADDRINUSE',
  });

describe('startOnFreePorts', () => {
  it('starts again when the chosen port was taken before it was bound, and answers the second start', async () => {
    const ports: number[] = [];
    const result = await startOnFreePorts(async () => {
      const port = await freePort();
      ports.push(port);
      if (ports.length === 1) throw taken();
      return port;
    });
    expect(ports).toHaveLength(2);
    expect(result).toBe(ports[1]);
  });

  it('throws any other failure at once, without a second start', async () => {
    let starts = 0;
    const failure = startOnFreePorts(async () => {
      starts++;
      throw new Error('the Auth emulator ended (1) before it answered; its output:\nJava not found');
    });
    await expect(failure).rejects.toThrow(/Java not found/);
    expect(starts).toBe(1);
  });

  it('gives up after the attempts, with the last failure', async () => {
    let starts = 0;
    const failure = startOnFreePorts(async () => {
      starts++;
      throw taken();
    }, 3);
    await expect(failure).rejects.toThrow(/EADDRINUSE/);
    expect(starts).toBe(3);
  });

  it('a real clash: a server on the port another start chose is seen as "port taken"', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    const second = net.createServer();
    try {
      const error = await new Promise<Error>((resolve) => {
        second.once('error', resolve);
        second.listen(port, '127.0.0.1');
      });
      expect(isPortTaken(error)).toBe(true);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('isPortTaken', () => {
  it("knows firebase-tools' words for a taken port and nothing else", () => {
    expect(isPortTaken(new Error('Port 4123 is not open on 127.0.0.1, could not start Auth Emulator.'))).toBe(
      true,
    );
    expect(isPortTaken(new Error('Could not start Emulator Hub, port taken.'))).toBe(true);
    expect(isPortTaken(new Error('stand-ins exited with 1'))).toBe(false);
    expect(isPortTaken('import failed')).toBe(false);
  });
});
