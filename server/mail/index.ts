// E-mail (CONTRACT section 11): what the rest of the server uses to send a message.
export { renderEmail, type EmailBlock, type EmailContent, type RenderedEmail } from './layout';
export {
  queueMessage,
  queueRenderedMessage,
  queueRenderedMessagesSql,
  singleLine,
  type OutgoingAttachment,
  type OutgoingMessage,
  type RenderedBatchRequest,
  type RenderedMessageRequest,
} from './queue';
export {
  registerMailRenderer,
  type MailRenderer,
  type RenderContext,
  type RenderedMessage,
} from './renderers';
export { confirmUrl, parseSubscriberToken, unsubscribeHeaders, unsubscribeUrl } from './subscriber-links';
export { mailboxKey, takeMailAllowance } from './allowance';
export { greetingName } from './greeting';
export type { MailSettings } from './layout';
export {
  contactReceiptMessage,
  newsletterConfirmMessage,
  newsletterWelcomeMessage,
  storyApprovedMessage,
  volunteerWelcomeMessage,
} from './messages';
export { emailTexts, mailWords } from './texts';
