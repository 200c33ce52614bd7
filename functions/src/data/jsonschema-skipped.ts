// Stands in for the `jsonschema` package in the Lambda bundles (infra/lib/lambda-bundling.ts
// aliases it). ElectroDB's only use of it is to check each entity's model when the entity is
// built: two schema validations per entity, about 65 ms of CPU in every cold start, for
// models that are constants of this repository. The tests do not bundle: they build the
// same entities with the real jsonschema, so a malformed model still fails there.

interface ValidationResult {
  errors: unknown[];
}

export class Validator {
  /** ElectroDB registers its custom formats on the prototype. */
  declare customFormats: Record<string, (input: unknown) => boolean>;

  addSchema(): void {
    // Nothing to register: nothing is validated.
  }

  validate(): ValidationResult {
    return { errors: [] };
  }
}
Validator.prototype.customFormats = {};
