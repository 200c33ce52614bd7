import { describe, expect, it } from 'vitest';
import { catalogueCodeOfIssues } from '../src/contracts/route.js';
import { applyToBeta, betaApplicationInput, contactInput, feedbackInput, pageViewInput, sendContactMessage, sendFeedback } from '../src/contracts/site.js';
import { exampleOf } from '../src/contracts/route-docs.js';

const codeOf = (result: { success: boolean; error?: { issues: readonly { code: string; params?: Record<string, unknown> }[] } }) =>
  result.success ? undefined : catalogueCodeOfIssues(result.error?.issues ?? []);

describe('site form contracts', () => {
  it('accepts the examples and narrows the beta choices', () => {
    const beta = betaApplicationInput.parse(exampleOf(applyToBeta).body);
    expect(beta.commitment).toBe(true);
    expect(beta.email).toBe('lucia@example.com');
    expect(feedbackInput.safeParse(exampleOf(sendFeedback).body).success).toBe(true);
    expect(contactInput.safeParse(exampleOf(sendContactMessage).body).success).toBe(true);
  });

  it('refuses a beta application without the commitment or with an empty field with the spec message code, naming each field', () => {
    const noCommitment = betaApplicationInput.safeParse({ ...exampleOf(applyToBeta).body, commitment: false });
    expect(codeOf(noCommitment)).toBe('site.beta_required_fields');
    const blank = betaApplicationInput.safeParse({ ...exampleOf(applyToBeta).body, city: '  ', specialty: '' });
    expect(codeOf(blank)).toBe('site.beta_required_fields');
    expect(blank.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['city', 'specialty']);
  });

  it('answers a filled honeypot as a bot, before any other problem', () => {
    const result = betaApplicationInput.safeParse({ ...exampleOf(applyToBeta).body, website: 'http://spam.example', fullName: '' });
    expect(codeOf(result)).toBe('site.bot_detected');
  });

  it('refuses a malformed email with its own code, and lower-cases a good one', () => {
    expect(codeOf(contactInput.safeParse({ ...exampleOf(sendContactMessage).body, email: 'pablo@' }))).toBe('site.email_invalid');
    expect(contactInput.parse({ ...exampleOf(sendContactMessage).body, email: 'Pablo@Example.COM' }).email).toBe('pablo@example.com');
  });

  it('requires every feedback field but the phone, and at least one specialty', () => {
    expect(feedbackInput.safeParse({ ...exampleOf(sendFeedback).body, phone: '' }).success).toBe(true);
    expect(codeOf(feedbackInput.safeParse({ ...exampleOf(sendFeedback).body, specialties: [] }))).toBe('site.feedback_required_fields');
    expect(codeOf(feedbackInput.safeParse({ ...exampleOf(sendFeedback).body, willingToChange: '' }))).toBe('site.feedback_required_fields');
    expect(codeOf(contactInput.safeParse({ ...exampleOf(sendContactMessage).body, subject: '' }))).toBe('site.contact_required_fields');
  });

  it('takes only page paths for a page view', () => {
    expect(pageViewInput.safeParse({ path: '/blog/primer-post', lang: 'en' }).success).toBe(true);
    expect(pageViewInput.safeParse({ path: 'https://evil.example/', lang: 'en' }).success).toBe(false);
    expect(pageViewInput.safeParse({ path: '/beta?x=1', lang: 'es' }).success).toBe(false);
  });
});
