import { POST as deleteAccountRoute } from "@/app/api/account/delete/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { DELETE as unlinkRoute } from "@/app/api/account/identities/[id]/route";
import { GET as listRoute, POST as linkRoute } from "@/app/api/account/identities/route";
import { POST as changePasswordRoute } from "@/app/api/account/password/route";
import { POST as setPasswordRoute } from "@/app/api/account/set-password/route";
import { POST as login } from "@/app/api/login/route";
import { NO_PASSWORD } from "@/lib/auth/password";
import { accountForProviderSignIn, type ProviderPerson } from "@/lib/auth/sso";
import { getDb } from "@/lib/db";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { resetDatabase } from "../support/db";
import { setEnv } from "../support/env";
import { importZip } from "../support/import-archive";
import { newGuest, newUser, ownerOf, USER_PASSWORD, useTestAuthSecret } from "../support/owners";
import { readZip } from "../support/read-zip";
import { seedItem } from "../support/seed";

/**
 * A user's linked sign-in providers (issue #42) through the REST contract: listed, linked only after
 * the password, never unlinked when they are the last way in, scoped to their user, exported, left out
 * of a restore with a note, and removed with the account.
 */
beforeAll(useTestAuthSecret);
let restoreEnv: () => void;
beforeEach(async () => {
  await resetDatabase();
  restoreEnv = setEnv({
    APP_URL: "http://localhost:3000",
    OIDC_ISSUER: "http://127.0.0.1:9/issuer",
    OIDC_CLIENT_ID: "client",
    OIDC_CLIENT_SECRET: "secret",
    OIDC_NAME: "Company SSO",
  });
});
afterEach(() => restoreEnv());

async function userId(jar: CookieJar): Promise<number> {
  const owner = await ownerOf(jar);
  if (owner.kind !== "user") throw new Error("not a user");
  return owner.userId;
}

async function linked(jar: CookieJar, provider = "oidc", subject = "person-1") {
  const db = await getDb();
  return db.authIdentity.create({
    data: { userId: await userId(jar), provider, subject, email: `${subject}@sso.test` },
  });
}

const identities = (jar: CookieJar) =>
  call<{ hasPassword: boolean; identities: { id: number; provider: string; name: string }[]; linkable: unknown[] }>(
    listRoute,
    { path: "/api/account/identities", jar },
  );

describe("the account's ways to sign in", () => {
  it("lists the password and the linked providers, and what can still be linked", async () => {
    const jar = await newUser();
    expect((await identities(jar)).body).toEqual({
      hasPassword: true,
      identities: [],
      linkable: [{ id: "oidc", name: "Company SSO" }],
    });
    const identity = await linked(jar);
    expect((await identities(jar)).body).toMatchObject({
      identities: [{ id: identity.id, provider: "oidc", name: "Company SSO", email: "person-1@sso.test" }],
      linkable: [],
    });
    expect((await identities(await newGuest())).status).toBe(403);
  });

  it("links only after the password: a wrong one is a counted 403, the right one sets a cookie for next-auth's routes alone", async () => {
    const jar = await newUser();
    const wrong = await call<{ code: string }>(linkRoute, {
      path: "/api/account/identities",
      body: { provider: "oidc", password: "not-it" },
      jar,
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe("wrong_password");
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const unknown = await call(linkRoute, {
      path: "/api/account/identities",
      body: { provider: "github", password: USER_PASSWORD },
      jar,
    });
    expect(unknown.status).toBe(400);

    const right = await call(linkRoute, {
      path: "/api/account/identities",
      body: { provider: "oidc", password: USER_PASSWORD },
      jar,
    });
    expect(right.status).toBe(200);
    expect(right.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^stylematch-link=\d+\.\d+\.oidc\.\d+\.[\w-]+; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Lax$/,
      ),
    ]);
  });

  it("unlinks only your own, never the last way to sign in", async () => {
    const jar = await newUser();
    const stranger = await newUser();
    const mine = await linked(jar, "oidc", "mine");
    const theirs = await linked(stranger, "oidc", "theirs");
    const unlink = (as: CookieJar, id: number) =>
      call<{ code: string }>(unlinkRoute, {
        path: `/api/account/identities/${id}`,
        method: "DELETE",
        params: { id: String(id) },
        jar: as,
      });
    expect((await unlink(jar, theirs.id)).status).toBe(404);
    expect(await (await getDb()).authIdentity.count({ where: { id: theirs.id } })).toBe(1);

    // Without a password, the only provider is the only way in.
    await (await getDb()).user.update({ where: { id: await userId(jar) }, data: { password: NO_PASSWORD } });
    const last = await unlink(jar, mine.id);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({
      message: "This is your only way to sign in: set a password or link another provider first.",
    });

    // With a password set, it goes.
    const set = await call(setPasswordRoute, {
      path: "/api/account/set-password",
      body: { newPassword: "a-new-password", confirmPassword: "a-new-password" },
      jar,
    });
    expect(set.status).toBe(200);
    expect((await unlink(jar, mine.id)).status).toBe(204);
    expect((await identities(jar)).body).toMatchObject({ hasPassword: true, identities: [] });
  });

  it("an account without a password sets its first one (once), and cannot 'change' one it does not have", async () => {
    const jar = await newUser();
    const id = await userId(jar);
    await (await getDb()).user.update({ where: { id }, data: { password: NO_PASSWORD } });
    const change = await call<{ code: string }>(changePasswordRoute, {
      path: "/api/account/password",
      body: { currentPassword: "anything", newPassword: "a-new-password", confirmPassword: "a-new-password" },
      jar,
    });
    expect(change.status).toBe(409);
    const body = { newPassword: "a-new-password", confirmPassword: "a-new-password" };
    expect((await call(setPasswordRoute, { path: "/api/account/set-password", body, jar })).status).toBe(200);
    expect((await call(setPasswordRoute, { path: "/api/account/set-password", body, jar })).status).toBe(409);
    const { username } = (await (await getDb()).user.findUniqueOrThrow({ where: { id } })) as { username: string };
    expect((await call(login, { path: "/api/login", body: { username, password: "a-new-password" } })).status).toBe(
      200,
    );
  });
});

describe("linked providers and the account's data", () => {
  it("travel in the export, come back only to the account exported, and go with the account", async () => {
    const jar = await newUser();
    const mine = await linked(jar, "oidc", "exported");
    const exported = await call(exportRoute, { path: "/api/account/export", jar });
    const data = JSON.parse(readZip(exported.bytes).get("data.json")!.toString("utf8")) as {
      account: { identities: unknown[] };
    };
    expect(data.account.identities).toEqual([
      { provider: "oidc", subject: "exported", email: "exported@sso.test", createdAt: expect.any(String) },
    ]);

    // Another account restoring it gets everything else, and a note instead of the provider.
    const other = await newUser();
    const elsewhere = await importZip(other, exported.bytes);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.skipped).toContain(IMPORT_TEXT.identitiesLeft(1));
    expect((await identities(other)).body).toMatchObject({ identities: [] });

    // The same account, after unlinking it, gets it back.
    await (await getDb()).authIdentity.delete({ where: { id: mine.id } });
    const back = await importZip(jar, exported.bytes);
    expect(back.status).toBe(200);
    expect(back.body.skipped).not.toContain(IMPORT_TEXT.identitiesLeft(1));
    expect((await identities(jar)).body).toMatchObject({
      identities: [{ provider: "oidc", email: "exported@sso.test" }],
    });

    const { username } = await (await getDb()).user.findUniqueOrThrow({ where: { id: await userId(jar) } });
    const deleted = await call(deleteAccountRoute, {
      path: "/api/account/delete",
      body: { password: USER_PASSWORD, username },
      jar,
    });
    expect(deleted.status).toBe(200);
    expect(await (await getDb()).authIdentity.count({ where: { subject: "exported" } })).toBe(0);
  });
});

describe("what a provider sign-in signs in to (lib/auth/sso.ts)", () => {
  const person = (subject: string, overrides: Partial<ProviderPerson> = {}): ProviderPerson => ({
    provider: "oidc",
    subject,
    email: `${subject}@sso.test`,
    emailVerified: true,
    names: [subject],
    ...overrides,
  });
  const noContext = { guestId: null, linkTo: null };

  it("makes an account with an available username, links it, and brings a guest's closet along", async () => {
    const db = await getDb();
    const taken = await newUser();
    const takenName = (await db.user.findUniqueOrThrow({ where: { id: await userId(taken) } })).username;
    const guest = await newGuest();
    const guestOwner = await ownerOf(guest);
    if (guestOwner.kind !== "guest") throw new Error("not a guest");
    await seedItem(guestOwner);

    const made = await accountForProviderSignIn(person("fresh", { names: [takenName.toUpperCase()] }), {
      guestId: guestOwner.guestId,
      linkTo: null,
    });
    if (typeof made === "string") throw new Error(made);
    expect(made.username.toLowerCase()).not.toBe(takenName.toLowerCase());
    expect(made.username.toLowerCase()).toMatch(new RegExp(`^${takenName.toLowerCase()}\\d+$`));
    expect(made.email).toBe("fresh@sso.test");
    expect(await db.clothingItem.count({ where: { userId: made.id } })).toBe(1);
    expect(await db.authIdentity.count({ where: { userId: made.id, subject: "fresh" } })).toBe(1);
    // The same provider account again: the same user, nothing new.
    expect(await accountForProviderSignIn(person("fresh"), noContext)).toMatchObject({ id: made.id });
    expect(await db.user.count({ where: { email: "fresh@sso.test" } })).toBe(1);
  });

  it("refuses without an e-mail, and never joins an account that has the e-mail", async () => {
    expect(await accountForProviderSignIn(person("mute", { email: null }), noContext)).toBe("sso-no-email");
    const jar = await newUser();
    const { email } = await (await getDb()).user.findUniqueOrThrow({ where: { id: await userId(jar) } });
    expect(await accountForProviderSignIn(person("taker", { email: email.toUpperCase() }), noContext)).toBe(
      "sso-email-taken",
    );
    expect(await (await getDb()).authIdentity.count()).toBe(0);
  });

  it("links through a link intent only for a verified e-mail, a current session version and a free provider account", async () => {
    const db = await getDb();
    const jar = await newUser();
    const id = await userId(jar);
    const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id } });
    const linkTo = { userId: id, sessionVersion, provider: "oidc" };
    expect(await accountForProviderSignIn(person("shaky", { emailVerified: false }), { guestId: null, linkTo })).toBe(
      "sso-unverified",
    );
    expect(
      await accountForProviderSignIn(person("late"), { guestId: null, linkTo: { ...linkTo, sessionVersion: 99 } }),
    ).toBe("sso-link-expired");
    const someoneElse = await newUser();
    await linked(someoneElse, "oidc", "held");
    expect(await accountForProviderSignIn(person("held"), { guestId: null, linkTo })).toBe("sso-linked-elsewhere");
    expect(await accountForProviderSignIn(person("mine"), { guestId: null, linkTo })).toMatchObject({ id });
    expect(await db.authIdentity.count({ where: { userId: id } })).toBe(1);
  });
});
