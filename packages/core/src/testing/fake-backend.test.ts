import axios from 'axios';
import { describe, expect, it } from 'vitest';
import type { ValueOf } from '@wl/api';
import { fakeBackend, type FakeAnswers } from './fake-backend.js';

const STATUS: ValueOf<'system.status'> = { status: 0, maintenanceEnd: null, ip: '203.0.113.7' };

function client(answers: FakeAnswers, otherwise?: Parameters<typeof fakeBackend>[1]) {
  const fake = fakeBackend(answers, otherwise);
  return { ...fake, http: axios.create({ adapter: fake.adapter }) };
}

describe('fakeBackend', () => {
  it('answers an API endpoint by its id and records which endpoint each request was', async () => {
    const { http, requests } = client({ 'system.status': STATUS });
    const answer = await http.get('/wps/system/status');
    expect(answer.data).toEqual({ success: true, message: null, value: STATUS });

    const other = await http.get('/wps/system/country');
    expect(other.data).toEqual({ success: false, message: null, value: null });
    expect(requests.map((r) => r.endpoint)).toEqual(['system.status', 'system.country']);
  });

  it('refuses a success value the API schema does not allow, naming the endpoint and the field', () => {
    expect(() =>
      fakeBackend({ 'system.status': { ...STATUS, ip: 7 } as unknown as typeof STATUS }),
    ).toThrow(/fake answer of system\.status violates the API schema: \/ip/);
  });

  it('checks values a responder sends, and lets it fail like the network or a broken proxy', async () => {
    let calls = 0;
    const { http } = client({
      'system.status': (_request, reply) => {
        calls += 1;
        if (calls === 1) return reply.network();
        if (calls === 2) return reply.status(502, 'Bad Gateway');
        return reply.value({ ...STATUS, status: 'x' } as unknown as typeof STATUS);
      },
    });
    await expect(http.get('/wps/system/status')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    await expect(http.get('/wps/system/status')).rejects.toMatchObject({
      response: { status: 502 },
    });
    await expect(http.get('/wps/system/status')).rejects.toThrow(/violates the API schema/);
  });

  it('refuses an answer for an id the API schema does not have', () => {
    expect(() => fakeBackend({ 'system.nothing': 1 } as unknown as FakeAnswers)).toThrow(
      /system\.nothing: no such endpoint/,
    );
  });

  it('hands requests outside the API schema to `otherwise`', async () => {
    const { http, requests } = client({}, { otherwise: () => ({ status: 404, data: 'nope' }) });
    await expect(http.get('/not/an/endpoint')).rejects.toMatchObject({ response: { status: 404 } });
    expect(requests[0]?.endpoint).toBeNull();
  });
});
