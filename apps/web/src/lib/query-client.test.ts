import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { accountKeys } from "./auth";
import { createQueryClient } from "./query-client";

const signedIn = { id: "u1", name: "Asha", email: "asha@example.com", role: "candidate" };
const failWith = (status: number, code: "unauthenticated" | "not_found") => () =>
  Promise.reject(new ApiError(status, { code, message: code, requestId: "" }));

describe("a session that ended elsewhere", () => {
  it("forgets the user and their cached data when a read answers 401", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(accountKeys.me(), signedIn);
    queryClient.setQueryData(["profile"], { bio: "private" });
    await queryClient.fetchQuery({ queryKey: ["applications", "mine"], queryFn: failWith(401, "unauthenticated"), retry: false }).catch(() => {});
    expect(queryClient.getQueryData(accountKeys.me())).toBeNull();
    expect(queryClient.getQueryData(["profile"])).toBeUndefined();
  });

  it("keeps everything on other errors, and when nobody was signed in", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(accountKeys.me(), signedIn);
    queryClient.setQueryData(["jobs", "list"], { jobs: [] });
    await queryClient.fetchQuery({ queryKey: ["jobs", "detail", "x"], queryFn: failWith(404, "not_found"), retry: false }).catch(() => {});
    expect(queryClient.getQueryData(accountKeys.me())).toEqual(signedIn);

    queryClient.setQueryData(accountKeys.me(), null);
    await queryClient.fetchQuery({ queryKey: ["profile"], queryFn: failWith(401, "unauthenticated"), retry: false }).catch(() => {});
    expect(queryClient.getQueryData(["jobs", "list"])).toEqual({ jobs: [] });
  });
});
