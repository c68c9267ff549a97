import type { Db } from '../db/client';
import type { Config } from '../config/env';
import type { OutgoingAttachment } from './queue';

// Messages built when they are sent (queueRenderedMessage): one renderer per kind, registered once
// by the module that queues that kind, at import time.

export interface RenderedMessage {
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: OutgoingAttachment[];
}

export interface RenderContext {
  db: Db;
  config: Config;
  /** The recipient, as queued. */
  to: string;
  now: Date;
}

/** Builds the message for `ref`; null when it no longer applies (it is then `skipped`, not sent). */
export type MailRenderer = (ctx: RenderContext, ref: string) => Promise<RenderedMessage | null>;

const renderers = new Map<string, MailRenderer>();

export function registerMailRenderer(kind: string, renderer: MailRenderer): void {
  const existing = renderers.get(kind);
  if (existing && existing !== renderer)
    throw new Error(`A mail renderer for "${kind}" is registered already`);
  renderers.set(kind, renderer);
}

export function mailRendererFor(kind: string): MailRenderer | undefined {
  return renderers.get(kind);
}
