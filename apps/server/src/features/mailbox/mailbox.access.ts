import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { MailEngine } from '../../platform/mail/mailer.ts';
import type { SmsEngine } from '../../platform/sms/sms.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an address is this machine's own: 127.0.0.0/8, ::1, or 127.x written as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  if (!address || family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A local demo: a development or test deployment whose mail lands in the outbox, not behind a proxy
 * (behind one, every request arrives from the proxy and would look local).
 */
export function isLocalDemo(config: Pick<Config, 'env' | 'trustProxy'>, mailEngine: Pick<MailEngine, 'name'>): boolean {
  return (config.env === 'development' || config.env === 'test') && mailEngine.name === 'mailbox' && !config.trustProxy;
}

/**
 * Whether a text message can reach anyone: through the gateway (SMS_URL), or on a local demo, where the mailbox
 * shows it. Elsewhere a passcode by phone is refused rather than written to an outbox nobody reads.
 */
export function canDeliverTexts(runtime: {
  config: Pick<Config, 'env' | 'trustProxy'>;
  mailEngine: Pick<MailEngine, 'name'>;
  smsEngine: Pick<SmsEngine, 'name'>;
}): boolean {
  return runtime.smsEngine.name === 'gateway' || isLocalDemo(runtime.config, runtime.mailEngine);
}

/**
 * The mailbox shows reset links and sign-in codes, so it opens only on a local demo and only to a
 * request from the machine itself. The TCP peer decides, never X-Forwarded-For, which anyone can send.
 */
export function isMailboxOpen(request: FastifyRequest): boolean {
  const { config, mailEngine } = request.server.runtime;
  return isLocalDemo(config, mailEngine) && isLoopback(request.raw.socket.remoteAddress);
}
