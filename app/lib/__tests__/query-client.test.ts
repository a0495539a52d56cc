import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api-client.ts";
import { createQueryClient, currentUserQueryKey } from "#app/lib/query-client.ts";

const signedIn = { id: 1, username: "parent", role: "parent" };
const unauthorized = () => new ApiError(401, '401: {"message":"Not signed in"}', "Not signed in");

describe("query client", () => {
  it("forgets the signed-in user when a query answers 401 (the session ended on the server)", async () => {
    const client = createQueryClient();
    client.setQueryData(currentUserQueryKey, signedIn);
    await client
      .fetchQuery({
        queryKey: ["admin", "companies"],
        queryFn: () => Promise.reject(unauthorized()),
      })
      .catch(() => undefined);
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it("forgets the signed-in user when a write answers 401", async () => {
    const client = createQueryClient();
    client.setQueryData(currentUserQueryKey, signedIn);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(unauthorized()),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it("keeps the user on other errors", async () => {
    const client = createQueryClient();
    client.setQueryData(currentUserQueryKey, signedIn);
    await client
      .fetchQuery({
        queryKey: ["admin", "companies"],
        queryFn: () => Promise.reject(new ApiError(403, "403: Forbidden", "Forbidden")),
      })
      .catch(() => undefined);
    expect(client.getQueryData(currentUserQueryKey)).toEqual(signedIn);
  });
});
