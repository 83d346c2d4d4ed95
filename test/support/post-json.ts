/** POST a JSON body to the gateway under test; the status and the parsed JSON answer. */
export async function postJson(url: string, body: unknown): Promise<{ status: number; body: Record<string, any> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
