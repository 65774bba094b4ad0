/**
 * A business rule refusing a call: the envelope code (SPEC §8) and a message a developer can
 * read. Thrown by the rules in `sandbox/db/`; the API turns it into an answer with HTTP 200.
 */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
