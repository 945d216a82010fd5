import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tableDefinition } from '@befundklar/functions/repositories/table-definition';
import { resources, routeKey, routes } from '@befundklar/shared/routes';
import { contentSecurityPolicy } from '@befundklar/shared/security-headers';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { AppStack } from '../lib/app-stack';
import { parseStackInput, type StackInputSource } from '../lib/config';
import { spaRewriteFunctionCode } from '../lib/constructs/site';
import { accessFor, type ResourceAccessMap, resourceAccess } from '../lib/resource-access';

const webDist = fileURLToPath(new URL('./fixtures/web-dist/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Managed CloudFront policies (fixed ids, the same in every account). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface SynthOptions {
  input?: StackInputSource;
  /** Really bundle the functions with esbuild (slow); otherwise bundling is skipped. */
  bundle?: boolean;
  access?: ResourceAccessMap;
}

function synth({ input = {}, bundle = false, access }: SynthOptions = {}) {
  const app = new App({ context: bundle ? {} : { 'aws:cdk:bundling-stacks': [] } });
  const stack = new AppStack(app, 'Test', {
    input: parseStackInput(input),
    webDist,
    env: { region: 'eu-central-1' },
    ...(access ? { resourceAccess: access } : {}),
  });
  return { app, stack, template: Template.fromStack(stack) };
}

type Resources = Record<
  string,
  { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string }
>;

/** The API functions (not CDK's helper functions), by logical id. */
function apiFunctions(template: Template): Resources {
  return template.findResources('AWS::Lambda::Function', {
    Properties: { Description: Match.stringLikeRegexp('^Befundklar /api resource') },
  }) as Resources;
}

/** Every IAM action granted to one resource's function role, sorted. */
function actionsOf(template: Template, resource: string): string[] {
  const roleId = `Api${resource[0]?.toUpperCase()}${resource.slice(1)}FunctionRole`;
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: [{ Ref: Match.stringLikeRegexp(`^${roleId}`) }] },
  }) as Record<string, { Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } } }>;
  return Object.values(policies)
    .flatMap((policy) =>
      policy.Properties.PolicyDocument.Statement.flatMap((statement) => [statement.Action].flat()),
    )
    .sort();
}

function nagFindings(stack: AppStack) {
  return new AwsSolutionsChecks(stack).validateScope(stack).violations.map((violation) => ({
    rule: violation.ruleName,
    severity: violation.severity,
    resources: violation.violatingResources.map((resource) => resource.constructPath),
  }));
}

const defaultStack = synth();

describe('Class: AppStack', () => {
  describe('Lambda functions', () => {
    it('creates one function per resource of the route table, Node.js 24 on arm64', () => {
      // Prepare
      const functions = Object.values(apiFunctions(defaultStack.template));

      // Assess
      expect(functions).toHaveLength(resources.length);
      for (const fn of functions) {
        expect(fn.Properties.Runtime).toBe('nodejs24.x');
        expect(fn.Properties.Architectures).toEqual(['arm64']);
        expect(fn.Properties.LoggingConfig).toMatchObject({ LogGroup: { Ref: expect.any(String) } });
      }
      const described = functions.map((fn) => fn.Properties.Description);
      expect(described.sort()).toEqual(
        resources.map((resource) => `Befundklar /api resource "${resource}"`).sort(),
      );
    });

    it('passes the configuration the functions read at cold start', () => {
      for (const fn of Object.values(apiFunctions(defaultStack.template))) {
        const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(Object.keys(variables)).toEqual(
          expect.arrayContaining(['STAGE', 'TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'MAIL_FROM']),
        );
        expect(variables.STAGE).toBe('production');
        expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
      }
    });

    it('grants the health function nothing but DescribeTable on the table', () => {
      expect(actionsOf(defaultStack.template, 'health')).toEqual([
        'dynamodb:DescribeTable',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
      ]);
    });

    it('grants each function exactly the capabilities its row of the access map lists', () => {
      for (const resource of resources) {
        const actions = actionsOf(defaultStack.template, resource);
        const { capabilities } = accessFor(resource);
        expect(actions.includes('ses:SendEmail'), resource).toBe(capabilities.includes('ses'));
        expect(actions.includes('ssm:GetParameter'), resource).toBe(
          capabilities.includes('runtime-settings'),
        );
        expect(actions.includes('secretsmanager:GetSecretValue'), resource).toBe(
          capabilities.includes('runtime-settings') || capabilities.includes('stripe-secrets'),
        );
      }
      const json = JSON.stringify(defaultStack.template.findResources('AWS::IAM::Policy'));
      expect(json).not.toMatch(/bedrock:|textract:|cognito-idp:Admin/);
    });

    it('tells the functions where their runtime settings are', () => {
      const { template } = defaultStack;
      template.hasResourceProperties('AWS::SSM::Parameter', {
        Name: '/befundklar/production/app-origin',
        Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
      });
      const secrets = Object.keys(template.findResources('AWS::SecretsManager::Secret'));
      expect(secrets).toHaveLength(1);
      for (const fn of Object.values(apiFunctions(template))) {
        const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(variables.APP_ORIGIN_PARAMETER).toBe('/befundklar/production/app-origin');
        expect(variables.TOKEN_SIGNING_SECRET_ID).toEqual({ Ref: secrets[0] });
        expect(variables.APP_ORIGIN).toBeUndefined();
      }
    });

    it('names only resources of the route table in the access map', () => {
      for (const resource of Object.keys(resourceAccess)) expect(resources).toContain(resource);
    });

    it('grants each capability of the access map, and cdk-nag accepts the grants', () => {
      // Prepare
      const access: ResourceAccessMap = {
        health: {
          table: 'read-write',
          capabilities: ['bedrock', 'textract', 'ses', 'cognito-admin', 'stripe-secrets'],
        },
      };

      // Act
      const { stack, template } = synth({ access });

      // Assess
      const json = JSON.stringify(template.findResources('AWS::IAM::Policy'));
      for (const action of [
        'bedrock:InvokeModel',
        'textract:DetectDocumentText',
        'ses:SendEmail',
        'cognito-idp:AdminGetUser',
        'secretsmanager:GetSecretValue',
        'dynamodb:PutItem',
      ]) {
        expect(json).toContain(action);
      }
      expect(json).toContain('/index/GSI1');
      expect(json).not.toContain('/index/*');
      expect(nagFindings(stack)).toEqual([]);
    });
  });

  describe('HTTP API', () => {
    it('creates exactly one route per row of the route table, none under /dev', () => {
      const created = Object.values(defaultStack.template.findResources('AWS::ApiGatewayV2::Route')).map(
        (route) => (route as { Properties: { RouteKey: string } }).Properties.RouteKey,
      );
      expect(created.sort()).toEqual(routes.map(routeKey).sort());
      expect(created.filter((key) => key.includes(' /dev'))).toEqual([]);
    });

    it("integrates every route with its resource's function", () => {
      const { template } = defaultStack;
      const functions = apiFunctions(template);
      const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Resources;
      const created = template.findResources('AWS::ApiGatewayV2::Route') as Resources;
      for (const route of routes) {
        const found = Object.values(created).find(
          (candidate) => candidate.Properties.RouteKey === routeKey(route),
        );
        expect(found, routeKey(route)).toBeDefined();
        const target = found?.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
        expect(target['Fn::Join'][1][0]).toBe('integrations/');
        const integration = integrations[target['Fn::Join'][1][1].Ref];
        expect(integration?.Properties).toMatchObject({
          IntegrationType: 'AWS_PROXY',
          PayloadFormatVersion: '2.0',
        });
        const uri = integration?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
        const fn = functions[uri['Fn::GetAtt'][0]];
        expect(fn?.Properties.Description).toBe(`Befundklar /api resource "${route.resource}"`);
      }
    });

    it('throttles the default stage and logs access without personal data', () => {
      defaultStack.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
        AccessLogSettings: { Format: Match.not(Match.stringLikeRegexp('sourceIp|userAgent')) },
      });
    });
  });

  describe('DynamoDB table', () => {
    it('builds the keys, indexes and TTL from the shared table definition', () => {
      defaultStack.template.hasResourceProperties('AWS::DynamoDB::Table', {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      });
    });

    it('protects and retains the table in production only', () => {
      defaultStack.template.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      });
      const { template } = synth({ input: { stage: 'dev' } });
      template.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Delete',
        Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
      });
    });
  });

  describe('CloudFront', () => {
    const distribution = () =>
      Object.values(defaultStack.template.findResources('AWS::CloudFront::Distribution'))[0] as {
        Properties: { DistributionConfig: Record<string, unknown> };
      };

    it('sends /api/* to the HTTP API uncached, with every viewer header but Host', () => {
      const config = distribution().Properties.DistributionConfig as {
        CacheBehaviors: Record<string, unknown>[];
        Origins: { Id: string; DomainName: unknown; CustomOriginConfig?: unknown }[];
      };
      const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
      expect(api).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
        ViewerProtocolPolicy: 'https-only',
      });
      const origin = config.Origins.find((candidate) => candidate.Id === api?.TargetOriginId);
      expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
      expect(JSON.stringify(origin?.DomainName)).toContain('execute-api');
      expect(JSON.stringify(origin?.DomainName)).toContain('ApiHttpApi');
    });

    it('serves everything else from the private bucket with the SPA rewrite, not error responses', () => {
      const config = distribution().Properties.DistributionConfig as {
        DefaultCacheBehavior: { TargetOriginId: string; FunctionAssociations: { EventType: string }[] };
        Origins: { Id: string; S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
        CustomErrorResponses?: unknown;
        DefaultRootObject: string;
      };
      const origin = config.Origins.find(
        (candidate) => candidate.Id === config.DefaultCacheBehavior.TargetOriginId,
      );
      expect(origin?.S3OriginConfig).toBeDefined();
      expect(origin?.OriginAccessControlId).toBeDefined();
      expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
      ]);
      expect(config.CustomErrorResponses).toBeUndefined();
      expect(config.DefaultRootObject).toBe('index.html');
      defaultStack.template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionCode: spaRewriteFunctionCode,
        FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      });
      defaultStack.template.hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
      });
    });

    it('rewrites extensionless non-/api paths to /index.html', () => {
      // Prepare
      const handler = new Function(`${spaRewriteFunctionCode}; return handler;`)() as (event: {
        request: { uri: string };
      }) => { uri: string };
      const rewrite = (uri: string) => handler({ request: { uri } }).uri;

      // Assess
      expect(rewrite('/')).toBe('/index.html');
      expect(rewrite('/login')).toBe('/index.html');
      expect(rewrite('/admin/users/42')).toBe('/index.html');
      expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
      expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
      expect(rewrite('/api/health')).toBe('/api/health');
      expect(rewrite('/api/unknown')).toBe('/api/unknown');
    });

    it('sends the security headers on the site and the API', () => {
      const { template } = defaultStack;
      template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
        ResponseHeadersPolicyConfig: {
          SecurityHeadersConfig: Match.objectLike({
            ContentSecurityPolicy: {
              ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"),
              Override: true,
            },
            StrictTransportSecurity: Match.objectLike({
              AccessControlMaxAgeSec: 63072000,
              IncludeSubdomains: true,
            }),
            ContentTypeOptions: { Override: true },
            ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          }),
        },
      });
      const policy = JSON.stringify(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
      // The same policy as the local server sends (one definition in shared/).
      expect(policy).toContain(contentSecurityPolicy);
      expect(policy).toMatch(/script-src 'self'(;|")/);
      const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
        .DistributionConfig as {
        DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
        CacheBehaviors: { ResponseHeadersPolicyId: unknown }[];
      };
      expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
      expect(config.CacheBehaviors[0]?.ResponseHeadersPolicyId).toEqual(
        config.DefaultCacheBehavior.ResponseHeadersPolicyId,
      );
    });

    it('deploys the built app and invalidates the distribution', () => {
      defaultStack.template.hasResourceProperties('Custom::CDKBucketDeployment', {
        DistributionPaths: ['/*'],
        Prune: true,
      });
    });

    it('uses the custom domain and certificate when configured', () => {
      const { stack, template } = synth({
        input: {
          domainName: 'app.befundklar.de',
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
        },
      });
      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          Aliases: ['app.befundklar.de'],
          ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
        }),
      });
      for (const fn of Object.values(apiFunctions(template))) {
        const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(variables.APP_ORIGIN).toBe('https://app.befundklar.de');
        expect(variables.MAIL_FROM).toBe('Befundklar <no-reply@app.befundklar.de>');
      }
      expect(nagFindings(stack)).toEqual([]);
    });
  });

  describe('Cognito', () => {
    it('signs in by e-mail, verifies by code, and has a public client with USER_PASSWORD_AUTH', () => {
      const { template } = defaultStack;
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8 }) },
        VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      });
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        GenerateSecret: false,
        ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      });
      template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
      template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    });

    it('writes the German mails with the CustomMessage trigger, which may read only its key and the origin', () => {
      const { template } = defaultStack;
      const triggers = template.findResources('AWS::Lambda::Function', {
        Properties: { Description: 'Befundklar: German verification and reset mails' },
      });
      const [triggerId, trigger] = Object.entries(triggers)[0] ?? [];
      expect(Object.keys(triggers)).toHaveLength(1);
      expect(trigger?.Properties.Runtime).toBe('nodejs24.x');
      expect(Object.keys(trigger?.Properties.Environment.Variables ?? {})).toEqual(
        expect.arrayContaining(['APP_ORIGIN_PARAMETER', 'TOKEN_SIGNING_SECRET_ID']),
      );
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [triggerId, 'Arn'] } },
      });
      const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
        JSON.stringify(policy.Properties.Roles).includes('CustomMessageRole'),
      );
      const actions = policies.flatMap((policy) =>
        (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap(
          (statement) => statement.Action,
        ),
      );
      expect(actions).not.toContain('dynamodb:PutItem');
      expect(actions).toEqual(expect.arrayContaining(['ssm:GetParameter', 'secretsmanager:GetSecretValue']));
    });

    it('adds Google sign-in and the hosted UI domain when configured', () => {
      const { stack, template } = synth({
        input: {
          domainName: 'app.befundklar.de',
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
          googleClientId: '1234567890-abc.apps.googleusercontent.com',
          googleClientSecretName: 'befundklar/google-client-secret',
        },
      });
      template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', { ProviderName: 'Google' });
      template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'befundklar-production' });
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        CallbackURLs: ['https://app.befundklar.de/api/login/google/callback'],
        SupportedIdentityProviders: ['COGNITO', 'Google'],
      });
      // A first Google sign-in is linked to an existing e-mail account by the PreSignUp trigger.
      const linkers = template.findResources('AWS::Lambda::Function', {
        Properties: { Description: 'Befundklar: links Google sign-ins to e-mail accounts' },
      });
      const [linkerId] = Object.keys(linkers);
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        LambdaConfig: Match.objectLike({ PreSignUp: { 'Fn::GetAtt': [linkerId, 'Arn'] } }),
      });
      expect(
        defaultStack.template.findResources('AWS::Lambda::Function', {
          Properties: { Description: 'Befundklar: links Google sign-ins to e-mail accounts' },
        }),
      ).toEqual({});
      expect(nagFindings(stack)).toEqual([]);
    });
  });

  describe('cdk-nag AwsSolutions', () => {
    it('finds nothing that is not fixed or acknowledged with a reason', () => {
      expect(nagFindings(defaultStack.stack)).toEqual([]);
    });
  });

  describe('Bundling', () => {
    it('bundles each function locally with esbuild into ESM with a require shim and a source map', () => {
      // Act
      const { app, template } = synth({ bundle: true });
      const outdir = app.synth().directory;

      // Assess
      for (const fn of Object.values(apiFunctions(template))) {
        const key = (fn.Properties.Code as { S3Key: string }).S3Key;
        const assetDir = path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
        const code = readFileSync(path.join(assetDir, 'index.mjs'), 'utf8');
        expect(code.startsWith("import { createRequire as __bkCreateRequire } from 'node:module';")).toBe(
          true,
        );
        expect(existsSync(path.join(assetDir, 'index.mjs.map'))).toBe(true);
        expect(fn.Properties.Handler).toBe('index.handler');
      }
    });
  });
});

describe('Script: infra/bin/app.ts', () => {
  const runApp = (context: Record<string, unknown>) => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'befundklar-cdk-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'infra/bin/app.ts'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, CDK_OUTDIR: outdir, CDK_CONTEXT_JSON: JSON.stringify(context) },
      });
      return { ...result, templates: existsSync(path.join(outdir, 'manifest.json')) };
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  };

  it('synthesizes with the cdk-nag checks and no credentials', () => {
    const result = runApp({ webDist, 'aws:cdk:bundling-stacks': [] });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.templates).toBe(true);
  });

  it('stops with one line when the web app is not built', () => {
    const result = runApp({ webDist: path.join(tmpdir(), 'no-such-dist') });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('run npm run build first');
  });

  it('stops with every bad configuration key', () => {
    const result = runApp({ webDist, stage: 'Prod!', domainName: 'app.befundklar.de' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('stage (context stage or BEFUNDKLAR_STAGE)');
    expect(result.stderr).toContain('domainName and certificateArn go together');
  });
});
