/** A flat object as `application/x-www-form-urlencoded` (null and undefined fields are left out). */
export function toFormBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (body === null || typeof body !== 'object') return form;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}
