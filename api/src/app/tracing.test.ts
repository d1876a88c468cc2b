import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signUpMember } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { hashToken } from '../features/accounts/index.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';

/** A span as OTLP/HTTP JSON carries it (ids in hex). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
  status?: { code?: number };
}

/** A stand-in OpenTelemetry collector: keeps what is POSTed to /v1/traces. */
async function startCollector() {
  const received: { headers: http.IncomingHttpHeaders; resource: Record<string, unknown>; spans: OtlpSpan[] }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: OtlpSpan['attributes'] };
            scopeSpans: { spans: OtlpSpan[] }[];
          }[];
        };
        for (const { resource, scopeSpans } of payload.resourceSpans)
          received.push({
            headers: req.headers,
            resource: Object.fromEntries(resource.attributes.map((a) => [a.key, a.value.stringValue])),
            spans: scopeSpans.flatMap((scope) => scope.spans),
          });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    spans: () => received.flatMap((batch) => batch.spans),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  const lines: string[] = [];
  const sink = { write: (line: string) => void lines.push(line) };
  let t: TestApp | undefined;
  beforeAll(async () => {
    collector = await startCollector();
  });
  afterAll(async () => {
    await t?.close();
    await collector?.close();
  });

  it('is off unless the endpoint is set, and reads the standard variables', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.org:4318/',
        OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=abc%3D%3D, x-team=core',
        OTEL_SERVICE_NAME: 'culturalink-eu',
      }).tracing,
    ).toEqual({
      tracesUrl: 'https://otel.example.org:4318/v1/traces',
      headers: { 'x-api-key': 'abc==', 'x-team': 'core' },
      serviceName: 'culturalink-eu',
    });
    expect(() => loadConfig({ OTEL_SERVICE_NAME: 'x' })).toThrow(
      'OTEL_SERVICE_NAME needs OTEL_EXPORTER_OTLP_ENDPOINT (tracing is off without it)',
    );
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'localhost:4318' })).toThrow(
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL',
    );
    const bad = () =>
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318', OTEL_EXPORTER_OTLP_HEADERS: 'token hush' });
    expect(bad).toThrow('OTEL_EXPORTER_OTLP_HEADERS must be a comma-separated list of name=value pairs');
    expect(bad).not.toThrow(/hush/); // it may hold an API key: never repeated
  });

  it("exports a request's spans, continuing the caller's trace: HTTP, its GraphQL operation, its statements", async () => {
    t = await startTestApp({
      config: {
        tracing: {
          tracesUrl: `${collector.endpoint}/v1/traces`,
          headers: { 'x-api-key': 'collector-key' },
          serviceName: 'culturalink-test',
        },
      },
      logger: createLogger('info', { out: sink, err: sink }),
    });
    const member = await createMember(t);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const res = await t.gql(
      'query TracedProbe { me { id } }',
      {},
      { token: member.token, headers: { traceparent: `00-${traceId}-${callerSpan}-01` } },
    );
    expect(res.errors).toBeUndefined();
    await t.close(); // sends what the batch still holds
    t = undefined;

    const spans = collector.spans().filter((span) => span.traceId === traceId);
    const request = spans.find((span) => span.name === 'POST /graphql')!;
    expect(request).toBeDefined();
    expect(request.parentSpanId).toBe(callerSpan);
    expect(request.kind).toBe(2); // SERVER
    expect(attribute(request, 'http.response.status_code')).toBe(200);
    expect(attribute(request, 'http.route')).toBe('/graphql');
    const operation = spans.find((span) => span.name === 'query TracedProbe')!;
    expect(operation.parentSpanId).toBe(request.spanId);
    expect(attribute(operation, 'graphql.operation.name')).toBe('TracedProbe');
    const statements = spans.filter((span) => attribute(span, 'db.system') === 'postgresql');
    expect(statements.length).toBeGreaterThanOrEqual(1);
    expect(statements.every((span) => span.kind === 3 && span.parentSpanId === request.spanId)).toBe(true); // CLIENT
    expect(statements.map((span) => span.name)).toContain('SELECT');
    // the statement's text, never its parameters (the token's hash is one)
    expect(JSON.stringify(statements)).not.toContain(member.token);

    const batch = collector.received.find((b) => b.spans.some((span) => span.traceId === traceId))!;
    expect(batch.resource['service.name']).toBe('culturalink-test');
    expect(batch.headers['x-api-key']).toBe('collector-key');
    // log lines written while serving the request name its trace
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; traceId?: string; path?: string });
    expect(logged.find((line) => line.msg === 'request' && line.path === '/graphql')?.traceId).toBe(traceId);
  });
  it('records no value of a login in any span: not the username, password, token, its hash or the member id', async () => {
    const app = await startTestApp({
      config: {
        tracing: { tracesUrl: `${collector.endpoint}/v1/traces`, headers: {}, serviceName: 'culturalink-login' },
      },
    });
    try {
      const { password, user } = await signUpMember(app);
      const traceId = '0af7651916cd43dd8448eb211c80319c';
      const res = await app.gql<{ login: { token: string | null } }>(
        'mutation TracedLogin($username: String!, $password: String!) { login(username: $username, password: $password) { token } }',
        { username: user.username, password },
        { headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` } },
      );
      expect(res.errors).toBeUndefined();
      const token = res.data!.login.token!;
      expect(token).toBeTruthy();
      await app.gql(
        'query TracedMe { me { id username } }',
        {},
        {
          token,
          headers: { traceparent: `00-${traceId}-b7ad6b7169203332-01` },
        },
      );
      await app.close();
      const spans = collector.spans().filter((span) => span.traceId === traceId);
      const statements = spans.filter((span) => attribute(span, 'db.system') === 'postgresql');
      expect(statements.length).toBeGreaterThanOrEqual(3);
      const text = JSON.stringify(spans);
      for (const literal of [user.username, user.username.toLowerCase(), password, token, hashToken(token), user.id])
        expect(text).not.toContain(literal);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
