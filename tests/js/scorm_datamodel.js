// scorm_datamodel.js — the SCORM data models' vocabularies and sizes for the elements the lab writes,
// taken from the specifications, not from a runtime (a runtime may accept more): SCORM 1.2's Run-Time
// Environment, section 3.4 (CMIString255/4096, CMIIdentifier, CMIDecimal, CMITime, CMITimespan,
// CMIFeedback, the vocabularies), and SCORM 2004 4th edition's RTE, section 4.2 (characterstring with
// its smallest permitted maximum, long_identifier_type, real(10,7), time(second,10,0),
// timeinterval(second,10,2), the state vocabularies). check(version, element, value, { type }) ->
// null when the value is in the model, else why not.

const chars = (s) => Array.from(s).length;
const DECIMAL = /^-?\d+(\.\d+)?$/; // CMIDecimal / real(10,7): a signed decimal, no exponent
const inRange = (min, max) => (v) => DECIMAL.test(v) && Number(v) >= min && Number(v) <= max;
const printable = (s) => !/[\u0000-\u001f\u007f]/.test(s); // eslint-disable-line no-control-regex

// 1.2: CMITime HH:MM:SS(.SS), CMITimespan HHHH:MM:SS(.SS) (hours 2 to 4 digits).
const TIME_12 = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,2})?$/;
const SPAN_12 = /^\d{2,4}:[0-5]\d:[0-5]\d(\.\d{1,2})?$/;
// 2004: time(second,10,0) = YYYY[-MM[-DD[Thh[:mm[:ss[.s[TZD]]]]]]] (the zone nests in the fraction),
// TZD = Z | +hh:mm | +hh | -hh:mm | -hh; timeinterval(second,10,2) = P[yY][mM][dD][T[hH][nM][s[.s]S]].
const TIME_2004 =
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3])(:[0-5]\d(:[0-5]\d(\.\d{1,2}(Z|[+-]([01]\d|2[0-3])(:[0-5]\d)?)?)?)?)?)?)?)?$/;
const SPAN_2004 = /^P(?!$)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?)?$/;

const one = (list) => (v) => list.includes(v);
const string = (n) => (v) => chars(v) <= n;

// 1.2's interaction responses (CMIFeedback) by type: choice one or more single characters 0-9 a-z,
// comma separated; fill-in / performance CMIString255 (printable); numeric CMIDecimal.
const FEEDBACK_12 = {
  choice: (v) => /^[0-9a-z](,[0-9a-z])*$/.test(v),
  'fill-in': (v) => chars(v) <= 255 && printable(v),
  performance: (v) => chars(v) <= 255 && printable(v),
  numeric: (v) => DECIMAL.test(v),
};
// 2004's learner_response by type: choice a set of short_identifier_type ([,] separated, each an
// URI character run of at most 250), long-fill-in a localized_string_type of at most 4000, other a
// characterstring of at most 4000, numeric real(10,7).
const SHORT_ID = /^[A-Za-z0-9\-._~:/?#@!$&'()*+;=%]{1,250}$/;
const RESPONSE_2004 = {
  choice: (v) => v.split('[,]').every((x) => SHORT_ID.test(x)),
  'long-fill-in': string(4000),
  other: string(4000),
  numeric: (v) => DECIMAL.test(v),
};

const MODEL = {
  1.2: [
    [/^cmi\.core\.lesson_status$/, one(['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'])],
    [/^cmi\.core\.score\.(raw|min|max)$/, (v) => v === '' || inRange(0, 100)(v)],
    [/^cmi\.core\.exit$/, one(['time-out', 'suspend', 'logout', ''])],
    [/^cmi\.core\.session_time$/, (v) => SPAN_12.test(v)],
    [/^cmi\.suspend_data$/, string(4096)],
    [/^cmi\.interactions\.\d+\.id$/, (v) => /^\S{1,255}$/.test(v) && printable(v)],
    [
      /^cmi\.interactions\.\d+\.type$/,
      one(['true-false', 'choice', 'fill-in', 'matching', 'performance', 'likert', 'sequencing', 'numeric']),
    ],
    [/^cmi\.interactions\.\d+\.time$/, (v) => TIME_12.test(v)],
    [/^cmi\.interactions\.\d+\.latency$/, (v) => SPAN_12.test(v)],
    [/^cmi\.interactions\.\d+\.result$/, (v) => one(['correct', 'wrong', 'unanticipated', 'neutral'])(v) || DECIMAL.test(v)],
    [/^cmi\.interactions\.\d+\.student_response$/, (v, { type }) => !!FEEDBACK_12[type]?.(v)],
  ],
  2004: [
    [/^cmi\.completion_status$/, one(['completed', 'incomplete', 'not attempted', 'unknown'])],
    [/^cmi\.success_status$/, one(['passed', 'failed', 'unknown'])],
    [/^cmi\.score\.scaled$/, inRange(-1, 1)],
    [/^cmi\.score\.(raw|min|max)$/, (v) => DECIMAL.test(v)],
    [/^cmi\.exit$/, one(['time-out', 'suspend', 'logout', 'normal', ''])],
    [/^cmi\.session_time$/, (v) => SPAN_2004.test(v)],
    [/^cmi\.suspend_data$/, string(64000)],
    [/^cmi\.interactions\.\d+\.id$/, (v) => /^\S{1,4000}$/.test(v)],
    [
      /^cmi\.interactions\.\d+\.type$/,
      one(['true-false', 'choice', 'fill-in', 'long-fill-in', 'likert', 'matching', 'performance', 'sequencing', 'numeric', 'other']),
    ],
    [/^cmi\.interactions\.\d+\.timestamp$/, (v) => TIME_2004.test(v)],
    [/^cmi\.interactions\.\d+\.latency$/, (v) => SPAN_2004.test(v)],
    [/^cmi\.interactions\.\d+\.result$/, (v) => one(['correct', 'incorrect', 'unanticipated', 'neutral'])(v) || DECIMAL.test(v)],
    [/^cmi\.interactions\.\d+\.learner_response$/, (v, { type }) => !!RESPONSE_2004[type]?.(v)],
  ],
};

export function check(version, element, value, context = {}) {
  if (typeof value !== 'string') return `${element}: not a string (${typeof value})`;
  const rule = MODEL[version]?.find(([re]) => re.test(element));
  if (!rule) return `${element}: not an element the lab writes in SCORM ${version}`;
  return rule[1](value, context) ? null : `${element} = ${JSON.stringify(value.slice(0, 80))}: outside SCORM ${version}'s data model`;
}

// A fake platform API of `version` that records every write and answers "true": { api, writes:
// [[element, value]], problems: [why] } (each write checked against the model, a response against
// the type written before it).
export function recordingApi(version, given = {}) {
  const writes = [],
    problems = [],
    values = { ...given };
  const set = (element, value) => {
    const m = /^cmi\.interactions\.(\d+)\./.exec(element);
    const type = m ? values[`cmi.interactions.${m[1]}.type`] : undefined;
    const why = check(version, element, value, { type: version === '1.2' ? type : type });
    if (why) problems.push(why);
    writes.push([element, value]);
    values[element] = value;
    return 'true';
  };
  const get = (element) => values[element] ?? '';
  const api =
    version === '1.2'
      ? {
          LMSInitialize: () => 'true',
          LMSGetValue: get,
          LMSSetValue: set,
          LMSCommit: () => 'true',
          LMSFinish: () => 'true',
          LMSGetLastError: () => '0',
        }
      : { Initialize: () => 'true', GetValue: get, SetValue: set, Commit: () => 'true', Terminate: () => 'true', GetLastError: () => '0' };
  return { api, writes, problems, values };
}
