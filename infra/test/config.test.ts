import { describe, expect, it } from 'vitest';
import { loadStackInput, parseStackInput } from '../lib/config';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123';

describe('Function: parseStackInput', () => {
  it('fills every default for an empty input', () => {
    // Act
    const input = parseStackInput({});

    // Assess
    expect(input).toMatchObject({
      stage: 'production',
      region: 'eu-central-1',
      retainData: true,
      adminEmails: [],
      mailFrom: 'Befundklar <no-reply@befundklar.de>',
      cognitoDomainPrefix: 'befundklar-production',
      stripeSecretKeyName: 'befundklar/production/stripe-secret-key',
      stripeWebhookSecretName: 'befundklar/production/stripe-webhook-secret',
    });
    expect(input.domainName).toBeUndefined();
  });

  it('retains data only in production and derives the sender from the domain', () => {
    const input = parseStackInput({ stage: 'dev', domainName: 'app.befundklar.de', certificateArn });
    expect(input.retainData).toBe(false);
    expect(input.mailFrom).toBe('Befundklar <no-reply@app.befundklar.de>');
  });

  it('names every bad key in one error', () => {
    expect(() =>
      parseStackInput({
        stage: 'Prod!',
        region: 'frankfurt',
        domainName: 'app.befundklar.de',
        adminEmails: 'a@b.de, not-an-address',
      }),
    ).toThrowError(
      /stage \(context stage or BEFUNDKLAR_STAGE\)[\s\S]*region[\s\S]*adminEmails[\s\S]*domainName and certificateArn go together/,
    );
  });

  it('accepts only a certificate from us-east-1, as CloudFront requires', () => {
    expect(() =>
      parseStackInput({
        domainName: 'app.befundklar.de',
        certificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/abc-123',
      }),
    ).toThrowError(/us-east-1/);
  });

  it('needs a custom domain and a secret name for Google sign-in', () => {
    expect(() =>
      parseStackInput({ googleClientId: '1234567890-abc.apps.googleusercontent.com' }),
    ).toThrowError(/googleClientId and googleClientSecretName go together[\s\S]*needs domainName/);
  });
});

describe('Function: loadStackInput', () => {
  it('prefers context over environment and treats empty variables as unset', () => {
    // Prepare
    const context: Record<string, unknown> = { stage: 'staging' };

    // Act
    const input = loadStackInput({
      context: (key) => context[key],
      env: {
        BEFUNDKLAR_STAGE: 'ignored',
        BEFUNDKLAR_ADMIN_EMAILS: 'Chefin@example.com, admin@example.com',
        BEFUNDKLAR_DOMAIN_NAME: '',
        CDK_DEFAULT_ACCOUNT: '123456789012',
      },
    });

    // Assess
    expect(input.stage).toBe('staging');
    expect(input.adminEmails).toEqual(['Chefin@example.com', 'admin@example.com']);
    expect(input.domainName).toBeUndefined();
    expect(input.account).toBe('123456789012');
  });
});
