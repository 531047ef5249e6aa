// The client context decides through its variant, and a service id has one typed form
// (ARCHITECTURE.md "Variants"; docs/decisions/0020-client-context.md):
// - screens and flows ask the variant for a capability (`variant.pushService`,
//   `variant.profileEditPath`, …) instead of comparing `variant.key`;
// - a service id changes between its number and its query string only through the conversions
//   of packages/enums/src/services.ts (`serviceIdQueryOf`, `serviceIdOfQuery`, `serviceLockIdOf`),
//   never by `String(…)`, `Number(…)` or a template string at the call site.

/** The one module that converts service ids (relative to the repository root). */
export const SERVICE_ID_MODULE = 'packages/enums/src/services.ts';

const EQUALITY = /^[!=]==?$/;
const CONVERSIONS = '/^(Number|String|parseInt|parseFloat)$/';
const SERVICE_ID_NAMES = '/^(serviceId|service_id)$/';
const SERVICE_ID_TABLES = '/^(ServiceId|SsoService)$/';

const variantKeyComparison = {
  selector: [
    `BinaryExpression[operator=${EQUALITY}] > MemberExpression[property.name='key'][object.name='variant']`,
    `BinaryExpression[operator=${EQUALITY}] > MemberExpression[property.name='key'][object.property.name='variant']`,
  ].join(', '),
  message:
    'Ask the variant for a capability (validators ServiceVariant: pushService, offersAppLinkHelp, profileEditPath, …) instead of comparing variant.key.',
};

const conversionMessage =
  'Convert a service id only through enums (serviceIdQueryOf, serviceIdOfQuery, serviceLockIdOf), not by hand.';

/** A service id as written: `serviceId`, `x.service_id`, `ServiceId.Membership`, `SsoService.Game`. */
const SERVICE_ID = `:matches(Identifier[name=${SERVICE_ID_NAMES}], MemberExpression[property.name=${SERVICE_ID_NAMES}], MemberExpression[object.name=${SERVICE_ID_TABLES}])`;

const serviceIdConversions = [
  {
    // The converted value itself, or a branch of `a ? b : c` / `a ?? b` (a named conversion's
    // result inside the call is no hand conversion).
    selector: [
      `CallExpression[callee.name=${CONVERSIONS}] > ${SERVICE_ID}`,
      `CallExpression[callee.name=${CONVERSIONS}] > :matches(ConditionalExpression, LogicalExpression) > ${SERVICE_ID}`,
    ].join(', '),
    message: conversionMessage,
  },
  {
    // Untagged templates only: a tagged one (sql`…`) passes the value on instead of converting it.
    selector: `:not(TaggedTemplateExpression) > TemplateLiteral > MemberExpression[object.name=${SERVICE_ID_TABLES}]`,
    message: conversionMessage,
  },
];

/** For every workspace; the service id module itself is the one place that converts. */
export const clientContextRules = [
  {
    rules: { 'no-restricted-syntax': ['error', variantKeyComparison, ...serviceIdConversions] },
  },
  {
    files: [(file) => file.replaceAll('\\', '/').endsWith(`/${SERVICE_ID_MODULE}`)],
    rules: { 'no-restricted-syntax': ['error', variantKeyComparison] },
  },
];
