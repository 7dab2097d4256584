/**
 * The pieces of the package that scripts/ uses besides running the nodes through
 * `ProductHarness`. scripts/ never imports nodes/ or credentials/ itself
 * (test/structure/scripts.test.ts), so a file moved inside the package changes one line here.
 */
export { SeoToolsApi } from '../credentials/SeoToolsApi.credentials';
/**
 * The shortest Poll Interval that Video → Generate's Wait for Completion accepts
 * (docs/service/limits.md).
 */
export { MIN_POLL_SECONDS } from '../nodes/SeoTools/actions/video/waitForVideo';
