import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';

const FILE = fileURLToPath(new URL('../deploy/k8s/site-server.yaml', import.meta.url));
const documents = parseAllDocuments(readFileSync(FILE, 'utf8')).map(
  (document) => document.toJS() as { kind: string },
);
const MODELS = { Deployment, Service, HorizontalPodAutoscaler, PodDisruptionBudget, ConfigMap };
type Kind = keyof typeof MODELS;

/** The manifest of this kind, checked against the Kubernetes API model (throws when invalid). */
function manifest<K extends Kind>(kind: K): InstanceType<(typeof MODELS)[K]> {
  const found = documents.filter((document) => document.kind === kind);
  expect(found).toHaveLength(1);
  const Model = MODELS[kind] as unknown as new (data: unknown) => InstanceType<(typeof MODELS)[K]>;
  const model = new Model(found[0]);
  (model as { validate(): void }).validate();
  return model;
}

describe('deploy/k8s (docs/deployment.md#kubernetes)', () => {
  it('holds only valid Deployment, Service, HPA, PodDisruptionBudget and ConfigMap manifests', () => {
    expect(documents.map((document) => document.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'Service',
    ]);
    for (const kind of Object.keys(MODELS) as Kind[]) manifest(kind);
  });

  it('probes /readyz and /healthz, sets resources, runs non-root on a read-only root filesystem', () => {
    const pod = manifest('Deployment').spec?.template.spec;
    const container = pod?.containers[0];
    expect(container?.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(container?.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(container?.resources?.requests?.cpu).toBeDefined();
    expect(container?.resources?.limits?.memory).toBeDefined();
    expect(container?.securityContext?.readOnlyRootFilesystem).toBe(true);
    expect(pod?.securityContext?.runAsNonRoot).toBe(true);
    expect(container?.volumeMounts?.map((mount) => mount.mountPath)).toContain('/tmp');
    // Kubernetes waits longer than the server's own shutdown deadline plus the preStop pause.
    const deadline = container?.env?.find((v) => v.name === 'WL_SHUTDOWN_DEADLINE_MS')?.value;
    expect((pod?.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(
      Number(deadline) + 5000,
    );
  });

  it('scales on CPU, keeps two pods through disruptions, and points the Service at the pods', () => {
    const deployment = manifest('Deployment');
    const labels = deployment.spec?.template.metadata?.labels;
    const hpa = manifest('HorizontalPodAutoscaler').spec;
    expect(hpa?.scaleTargetRef.name).toBe(deployment.metadata?.name);
    expect(hpa?.metrics?.[0]?.resource?.name).toBe('cpu');
    expect(manifest('PodDisruptionBudget').spec?.selector?.matchLabels).toEqual(labels);
    expect(manifest('Service').spec?.selector).toEqual(labels);
    expect(hpa?.minReplicas).toBeGreaterThan(
      Number(manifest('PodDisruptionBudget').spec?.minAvailable),
    );
  });
});
