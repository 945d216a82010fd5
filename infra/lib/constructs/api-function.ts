import path from 'node:path';
import { ArnFormat, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { repoRoot } from '../paths';
import type { Capability, ResourceAccess, TableAccess } from '../resource-access';

/** Everything a capability grant may point at. */
export interface GrantTargets {
  table: ITable;
  /** The table's GSIs, granted by name. */
  tableIndexNames: readonly string[];
  userPool: IUserPool;
  /** The SES sender address; its address and domain identities may send. */
  mailFromAddress: string;
  bedrockModelId: string;
  stripeSecretNames: readonly string[];
  /** SSM parameter (name) holding the site's origin. */
  appOriginParameterName: string;
  tokenSigningSecret: ISecret;
}

export interface ApiFunctionProps {
  /** The /api resource: bundles functions/src/handlers/<resource>.ts. */
  resource: string;
  access: ResourceAccess;
  targets: GrantTargets;
  environment: Record<string, string>;
  retainLogs: boolean;
  /** Bedrock calls take seconds; HTTP API gives up after 30 s, so the function stops just before. */
  timeout?: Duration;
  memorySize?: number;
}

const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** The Cognito admin calls the account flows and the admin dashboard make; nothing else. */
const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:ListUsers',
];

/**
 * How every function is bundled: by the esbuild at the repository root, never in Docker, so
 * `cdk synth` works offline; ESM with a `require` shim for the CommonJS dependencies esbuild leaves
 * inside; the AWS SDK bundled, so the code runs against the versions it was tested with.
 */
export const functionBundling: BundlingOptions = {
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  target: 'node24',
  // esbuild rewrites regex literals with \p{...} into `new RegExp(...)` calls for node targets,
  // rebuilt on every evaluation inside a function; Node 24 has them natively (the report engine's
  // rules run hundreds of them per report).
  esbuildArgs: { '--supported:regexp-unicode-property-escapes': 'true' },
  mainFields: ['module', 'main'],
  banner:
    "import { createRequire as __bkCreateRequire } from 'node:module'; const require = __bkCreateRequire(import.meta.url);",
  bundleAwsSDK: true,
  externalModules: [],
  minify: true,
  sourceMap: true,
  sourcesContent: false,
};

/**
 * One Lambda per /api resource, with the defaults every resource shares:
 * - Node.js 24 on ARM64 (Graviton: cheaper per millisecond, same code);
 * - bundled locally by the esbuild at the repository root, never in Docker, so `cdk synth` works
 *   offline; ESM output with a `require` shim for the CommonJS dependencies esbuild leaves inside;
 *   the AWS SDK is bundled too, so the code runs against the versions it was tested with;
 * - source maps, so stack traces in CloudWatch point at the TypeScript;
 * - an explicit log group with a retention (logs hold ids and counts only, never patient data);
 * - its own role that may write its logs and, through `access`, exactly what the resource needs.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Befundklar /api resource "${props.resource}"`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: path.join(repoRoot, 'functions', 'src', 'handlers', `${props.resource}.ts`),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      description: `Befundklar /api resource "${props.resource}"`,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: functionBundling,
    });

    this.grantTable(props.targets, props.access.table);
    for (const capability of props.access.capabilities) this.grantCapability(capability, props.targets);
  }

  /** The table and its named indexes only (no `index/*` wildcard). */
  private grantTable({ table, tableIndexNames }: GrantTargets, access: TableAccess): void {
    const resources = [table.tableArn, ...tableIndexNames.map((name) => `${table.tableArn}/index/${name}`)];
    const actions =
      access === 'describe'
        ? ['dynamodb:DescribeTable']
        : access === 'read'
          ? READ_ACTIONS
          : [...READ_ACTIONS, ...WRITE_ACTIONS];
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions, resources: access === 'describe' ? [table.tableArn] : resources }),
    );
  }

  private grantCapability(capability: Capability, targets: GrantTargets): void {
    const stack = Stack.of(this);
    switch (capability) {
      case 'runtime-settings':
        // By name, not by reference: the parameter is written after CloudFront, which needs the API.
        this.role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['ssm:GetParameter'],
            resources: [
              stack.formatArn({
                service: 'ssm',
                resource: 'parameter',
                resourceName: targets.appOriginParameterName.replace(/^\//, ''),
                arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
              }),
            ],
          }),
        );
        targets.tokenSigningSecret.grantRead(this.role);
        return;
      case 'bedrock': {
        // A cross-region inference profile (eu.…) routes to the model in any EU region it picks.
        const profile = /^(eu|us|apac|global)\.(.+)$/.exec(targets.bedrockModelId);
        const modelId = profile?.[2] ?? targets.bedrockModelId;
        const modelArn = `arn:${stack.partition}:bedrock:*::foundation-model/${modelId}`;
        const resources = [modelArn];
        if (profile) {
          resources.push(
            stack.formatArn({
              service: 'bedrock',
              resource: 'inference-profile',
              resourceName: targets.bedrockModelId,
            }),
          );
        }
        this.role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
            resources,
          }),
        );
        Validations.of(this).acknowledge({
          id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${modelId}]`,
          reason: 'The EU inference profile may serve the one configured model from any EU region.',
        });
        return;
      }
      case 'textract':
        this.role.addToPrincipalPolicy(
          new PolicyStatement({ actions: ['textract:DetectDocumentText'], resources: ['*'] }),
        );
        Validations.of(this).acknowledge({
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason:
            'textract:DetectDocumentText supports no resource-level permissions; only that action is granted.',
        });
        return;
      case 'ses': {
        const domain = targets.mailFromAddress.split('@')[1] ?? targets.mailFromAddress;
        const identity = (name: string) =>
          stack.formatArn({
            service: 'ses',
            resource: 'identity',
            resourceName: name,
            arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
          });
        this.role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [identity(targets.mailFromAddress), identity(domain)],
          }),
        );
        return;
      }
      case 'cognito-admin':
        this.role.addToPrincipalPolicy(
          new PolicyStatement({ actions: COGNITO_ADMIN_ACTIONS, resources: [targets.userPool.userPoolArn] }),
        );
        return;
      case 'stripe-secrets':
        targets.stripeSecretNames.forEach((name, index) => {
          Secret.fromSecretNameV2(this, `StripeSecret${index}`, name).grantRead(this.role);
        });
        return;
    }
  }
}
