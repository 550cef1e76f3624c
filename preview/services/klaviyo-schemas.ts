// Valibot schemas for the Klaviyo stand-in's JSON:API bodies; each issue's message is "<JSON pointer> <detail>".
import * as v from 'valibot';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PROFILE_IDS = ['email', 'phone_number', 'external_id', 'anonymous_id', '_kx'] as const;

/**
 * A required key. A missing one is checked as null, so the issue is the key's own: valibot would
 * report a missing key with its parent's message, and Klaviyo names the innermost field.
 */
const present = <T extends v.GenericSchema>(schema: T) => v.optional(schema, (() => null) as () => v.InferInput<T>);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A JSON object kept as sent (its own keys, none dropped), not an array. */
const plainObject = v.custom<Record<string, unknown>>(isObject);

const PROFILE_TYPE = "/data/attributes/profile/data/type The profile's type must be 'profile'.";
const EMAIL_ERROR = '/data/attributes/profile/data/attributes/email Invalid email address.';

/** `POST /client/subscriptions`: a subscription for a profile's email to a list. */
export const subscriptionBody = v.message(
  v.object({
    data: present(
      v.object({
        type: present(v.literal('subscription')),
        attributes: present(
          v.message(
            v.object({
              profile: present(
                v.object({
                  data: present(
                    v.object({
                      type: present(v.literal('profile')),
                      attributes: present(
                        v.object({ email: present(v.message(v.pipe(v.string(), v.maxLength(254), v.regex(EMAIL)), EMAIL_ERROR)) }, EMAIL_ERROR),
                      ),
                    }),
                  ),
                }),
              ),
              custom_source: v.optional(v.unknown()),
            }),
            PROFILE_TYPE,
          ),
        ),
        relationships: present(
          v.message(
            v.object({
              list: present(
                v.object({ data: present(v.object({ type: present(v.literal('list')), id: present(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))) })) }),
              ),
            }),
            '/data/relationships/list/data/id A list relationship is required.',
          ),
        ),
      }),
    ),
  }),
  "/data/type data.type must be 'subscription'.",
);

const PROPERTIES = '/data/attributes/properties';
const IDENTITY = '/data/attributes/profile/data/attributes';
const metricName = v.pipe(
  v.string(),
  v.check((name) => name.trim() !== ''),
  v.maxLength(127),
);

/** `POST /client/events`: create_client_event with a metric name, properties and an identified profile. */
export const eventBody = v.message(
  v.object({
    data: present(
      v.object({
        type: present(v.literal('event')),
        attributes: present(
          v.message(
            v.object({
              properties: present(
                v.pipe(
                  plainObject,
                  v.check((bag) => Object.keys(bag).length <= 400, `${PROPERTIES} An event can have at most 400 properties.`),
                ),
              ),
              metric: present(
                v.message(
                  v.object({ data: present(v.object({ type: present(v.literal('metric')), attributes: present(v.object({ name: present(metricName) })) })) }),
                  '/data/attributes/metric/data/attributes/name A metric name (under 128 characters) is required.',
                ),
              ),
              profile: present(
                v.message(
                  v.object({
                    data: present(
                      v.object({
                        type: present(v.literal('profile')),
                        attributes: present(
                          v.pipe(
                            plainObject,
                            v.check(
                              (identity) => PROFILE_IDS.some((key) => typeof identity[key] === 'string' && identity[key].trim() !== ''),
                              `${IDENTITY} A profile identifier (${PROFILE_IDS.join(', ')}) is required.`,
                            ),
                            v.check(({ email }) => email === undefined || email === null || (typeof email === 'string' && EMAIL.test(email)), EMAIL_ERROR),
                          ),
                        ),
                      }),
                    ),
                  }),
                  PROFILE_TYPE,
                ),
              ),
              value: v.message(v.nullish(v.pipe(v.number(), v.finite())), '/data/attributes/value value must be a number.'),
              time: v.message(
                v.nullish(
                  v.pipe(
                    v.string(),
                    v.check((time) => !Number.isNaN(Date.parse(time))),
                  ),
                ),
                '/data/attributes/time time must be an ISO 8601 date-time.',
              ),
              unique_id: v.optional(v.unknown()),
            }),
            `${PROPERTIES} properties must be an object.`,
          ),
        ),
      }),
    ),
  }),
  "/data/type data.type must be 'event'.",
);

/** The first issue as Klaviyo reports it: the detail and the JSON pointer it names. */
export function firstError(issues: readonly v.BaseIssue<unknown>[]): { pointer: string; detail: string } {
  const message = issues[0]?.message ?? '/data Invalid input.';
  const space = message.indexOf(' ');
  return { pointer: message.slice(0, space), detail: message.slice(space + 1) };
}
