import { type RouteDefinition, resources, routeKey, routes } from '@befundklar/shared/routes';
import { Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { accessFor, type ResourceAccessMap, resourceAccess } from '../resource-access';
import { ApiFunction, type GrantTargets } from './api-function';

export interface ApiProps {
  targets: GrantTargets;
  /** Configuration every function gets (table name, user pool, sender, ...). */
  environment: Record<string, string>;
  retain: boolean;
  /** Defaults to the one map in lib/resource-access.ts; tests pass their own. */
  access?: ResourceAccessMap;
}

const toPascal = (value: string) =>
  value
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');

/**
 * The HTTP API, generated from the route table (shared/src/routes.ts): one ApiFunction per
 * resource and one route per row, each integrated with its resource's function. The local-only
 * /dev pages are not rows of that table, so they cannot exist here.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: ReadonlyMap<string, ApiFunction>;
  /** The execute-api host name, the CloudFront origin of /api/*. */
  readonly originDomainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Befundklar /api: one route per row of the route table',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      // Caps what a runaway client or a password-guessing script can cost.
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // No source IP, user agent or query string: the access log holds no personal data.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is enforced in every Lambda by the access rule of its route-table row (session cookie ' +
        'verified with aws-jwt-verify), so public, signed-in, full-access and admin routes share one mechanism.',
    });

    const access = props.access ?? resourceAccess;
    const functions = new Map<string, ApiFunction>();
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const resource of resources) {
      const fn = new ApiFunction(this, `${toPascal(resource)}Function`, {
        resource,
        access: accessFor(resource, access),
        targets: props.targets,
        environment: props.environment,
        retainLogs: props.retain,
      });
      functions.set(resource, fn);
      integrations.set(resource, new HttpLambdaIntegration(`${toPascal(resource)}Integration`, fn.function));
    }
    this.functions = functions;

    for (const route of routes as readonly RouteDefinition[]) {
      const integration = integrations.get(route.resource);
      if (!integration) throw new Error(`No function for resource ${route.resource} of ${routeKey(route)}`);
      new HttpRoute(this, `Route${toPascal(route.method.toLowerCase())}${toPascal(route.path)}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
      });
    }

    const stack = Stack.of(this);
    this.originDomainName = Fn.join('.', [this.httpApi.apiId, 'execute-api', stack.region, stack.urlSuffix]);
  }
}
