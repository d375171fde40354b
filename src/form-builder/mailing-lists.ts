import { MAILING_LISTS_PATH, mailingListMembersPath } from '../admin';
import type { PlatformClient } from '../platform';

/**
 * The services a form's submissions can be sent to as mailing-list members (spec 001 §2): a mail
 * marketing service and an automation service. The demo platform stands in for both, each with
 * lists the owner creates in the connection dialog.
 */
export const MAILING_SERVICES = [
  { id: 'mail-marketing', name: 'Mail marketing service' },
  { id: 'automation', name: 'Automation service' },
] as const;

export type MailingServiceId = (typeof MAILING_SERVICES)[number]['id'];

export interface MailingList {
  readonly id: string;
  readonly service: MailingServiceId;
  readonly name: string;
  readonly memberCount: number;
}

export interface MailingListMember {
  readonly email: string;
  /** When the address joined, epoch milliseconds. */
  readonly added: number;
}

/** The longest list name. */
export const MAX_LIST_NAME_LENGTH = 100;

export const MAILING_LIST_MESSAGE = {
  /** The spec's, when the connection dialog is saved without a list. */
  listRequired: 'A List must be selected',
  /** The spec's, worded by us: the chosen service has no list to pick. */
  noLists: 'There are no mailing lists yet. Create one before continuing.',
  nameRequired: 'Enter a name for the list.',
  nameTooLong: `A list name can have at most ${MAX_LIST_NAME_LENGTH} characters.`,
  nameTaken: (name: string) => `This service already has a list named "${name}".`,
  unknownService: (service: string) => `"${service}" is not a mailing service this site can connect to.`,
  unknownList: (listId: string) => `The mailing list "${listId}" does not exist. Connect the form to another list.`,
} as const;

export function isMailingService(service: unknown): service is MailingServiceId {
  return MAILING_SERVICES.some(({ id }) => id === service);
}

export function serviceName(service: MailingServiceId): string {
  return MAILING_SERVICES.find(({ id }) => id === service)!.name;
}

/** What is wrong with a new list's name among the service's lists, or undefined. */
export function checkListName(name: string, lists: readonly Pick<MailingList, 'name'>[]): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return MAILING_LIST_MESSAGE.nameRequired;
  if (trimmed.length > MAX_LIST_NAME_LENGTH) return MAILING_LIST_MESSAGE.nameTooLong;
  const twin = lists.find((list) => list.name.toLowerCase() === trimmed.toLowerCase());
  return twin === undefined ? undefined : MAILING_LIST_MESSAGE.nameTaken(twin.name);
}

const listsOf = (answer: unknown): MailingList[] => {
  const lists = (typeof answer === 'object' && answer !== null ? answer : {}) as { lists?: unknown };
  if (!Array.isArray(lists.lists)) throw new TypeError('The mailing lists answer has no lists');
  return lists.lists as MailingList[];
};

/** `GET api/config/mailing-lists`: every list of both services. */
export async function listMailingLists(client: PlatformClient): Promise<MailingList[]> {
  return listsOf(await client.get<unknown>(MAILING_LISTS_PATH));
}

/** `POST api/config/mailing-lists` `{service, name}`: a new, empty list. */
export async function createMailingList(client: PlatformClient, service: MailingServiceId, name: string): Promise<MailingList> {
  const answer = await client.post<{ list?: MailingList }>(MAILING_LISTS_PATH, { service, name: name.trim() });
  if (answer.list === undefined) throw new TypeError('The new mailing list answer has no list');
  return answer.list;
}

/** `GET api/config/mailing-lists/{listId}/members`: who joined, newest first. */
export async function listMembers(client: PlatformClient, listId: string): Promise<MailingListMember[]> {
  const answer = await client.get<{ members?: unknown }>(mailingListMembersPath(listId));
  if (!Array.isArray(answer.members)) throw new TypeError('The members answer has no members');
  return answer.members as MailingListMember[];
}
