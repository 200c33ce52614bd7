// Stands in for the `semver` package in the Lambda bundles (infra/lib/lambda-bundling.ts
// aliases it). Its only importer there is the X-Ray SDK's patcher for the v2 AWS SDK
// (aws-xray-sdk-core/dist/lib/patchers/aws_p.js), which calls `gte` once, when `captureAWS`
// is given a v2 SDK: the functions use the v3 SDK and never call it. Yet the whole package,
// 26 KiB with the regular expressions it compiles at load, came into every traced function's
// cold start. The tests and the local stand-in do not bundle: they keep the real package.

interface Version {
  numbers: [number, number, number];
  /** The pre-release part (`beta.2` of `2.8.0-beta.2`), empty for a release. */
  preRelease: string;
}

const parse = (version: string): Version => {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version.trim());
  if (!match) throw new TypeError(`Invalid Version: ${version}`);
  return { numbers: [Number(match[1]), Number(match[2]), Number(match[3])], preRelease: match[4] ?? '' };
};

/**
 * semver's `gte`: true when `version` is `minimum` or later. A pre-release comes before its
 * release; two pre-releases of one version compare by their identifiers, numbers numerically.
 */
export const gte = (version: string, minimum: string): boolean => {
  const [a, b] = [parse(version), parse(minimum)];
  for (let i = 0; i < 3; i += 1) {
    if (a.numbers[i] !== b.numbers[i]) return (a.numbers[i] ?? 0) > (b.numbers[i] ?? 0);
  }
  if (a.preRelease === '' || b.preRelease === '') return a.preRelease === '';
  return a.preRelease.localeCompare(b.preRelease, 'en', { numeric: true }) >= 0;
};
