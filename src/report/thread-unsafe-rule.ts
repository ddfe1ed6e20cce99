/**
 * The SARIF rule of a race on the hidden state of a thread-unsafe library function (`strtok`,
 * `localtime`, `rand`, the environment, ...): CERT CON33-C.
 */
import { RULE_THREAD_UNSAFE_CALL } from './findings.js';

const FULL_DESCRIPTION =
  'Two threads that can run at the same time call library functions that POSIX does not require ' +
  'to be thread-safe and that share hidden state (a static buffer, a saved position, the ' +
  'environment): the calls race on that state.';

const HELP_TEXT = `Some C library functions keep state of their own between calls: strtok its position in the string, localtime, gmtime, ctime and asctime one static struct tm, rand its seed, getenv and setenv the environment, strerror, inet_ntoa, gethostbyname and getpwnam a static result buffer. POSIX does not require them to be thread-safe (POSIX.1-2017 2.9.1), and CERT CON33-C ("Avoid race conditions when using library functions") forbids calling them from several threads without synchronisation: two calls that run at the same time race on the hidden state, and one thread's result can be overwritten by the other's.

How to fix it: use the reentrant variant, which keeps the state in the caller's memory (strtok_r, localtime_r, gmtime_r, ctime_r, asctime_r, rand_r, strerror_r, getpwnam_r, gethostbyname_r or getaddrinfo, inet_ntop); or call the function under one lock shared by every caller and copy the result before unlocking; or call it once before the threads start.

The alert's location is the hidden state (for example "the hidden state of strtok()"); its locations are the calls that race, and a confirmed alert's path shows the interleaving.`;

const HELP_MARKDOWN = `Some C library functions keep state of their own between calls: \`strtok\` its position in the string, \`localtime\`, \`gmtime\`, \`ctime\` and \`asctime\` one static \`struct tm\`, \`rand\` its seed, \`getenv\` and \`setenv\` the environment, \`strerror\`, \`inet_ntoa\`, \`gethostbyname\` and \`getpwnam\` a static result buffer. POSIX does not require them to be thread-safe (POSIX.1-2017 2.9.1), and [CERT CON33-C](https://wiki.sei.cmu.edu/confluence/display/c/CON33-C.+Avoid+race+conditions+when+using+library+functions) forbids calling them from several threads without synchronisation: two calls that run at the same time race on the hidden state, and one thread's result can be overwritten by the other's.

**How to fix it:** use the reentrant variant, which keeps the state in the caller's memory (\`strtok_r\`, \`localtime_r\`, \`gmtime_r\`, \`ctime_r\`, \`asctime_r\`, \`rand_r\`, \`strerror_r\`, \`getpwnam_r\`, \`gethostbyname_r\` or \`getaddrinfo\`, \`inet_ntop\`); or call the function under one lock shared by every caller and copy the result before unlocking; or call it once before the threads start.

The alert's location is the hidden state (for example *the hidden state of strtok()*); its locations are the calls that race, and a confirmed alert's path shows the interleaving.`;

/** What a rule says of itself; `ruleDescriptor` (sarif.ts) adds the run's precision. */
export interface RuleText {
  id: string;
  name: string;
  short: string;
  full: string;
  help: string;
  markdown: string;
  tags: string[];
}

export const THREAD_UNSAFE_CALL_RULE: RuleText = {
  id: RULE_THREAD_UNSAFE_CALL,
  name: 'ThreadUnsafeCall',
  short: 'Thread-unsafe library calls race on hidden state',
  full: FULL_DESCRIPTION,
  help: HELP_TEXT,
  markdown: HELP_MARKDOWN,
  tags: ['concurrency', 'correctness', 'reliability', 'external/cwe/cwe-362', 'external/cert/con33-c'],
};

/** The headline of a result of this rule, by status. */
export const THREAD_UNSAFE_HEADLINE = {
  confirmed: 'Thread-unsafe calls race',
  possible: 'Thread-unsafe calls may race',
  candidate: 'Thread-unsafe calls race (candidate)',
} as const;
