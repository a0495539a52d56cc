import { describe, expect, it } from "vitest";
import { FIXED_WRITE_MARK, preparedReadName } from "./prepared-reads.ts";

describe("preparedReadName", () => {
  it("names a read after its text: the same text the same name, another text another", () => {
    const name = preparedReadName('select "id" from "users" where "id" = $1');
    expect(name).toMatch(/^read_[A-Za-z0-9_-]{20}$/);
    expect(preparedReadName('select "id" from "users" where "id" = $1')).toBe(name);
    expect(preparedReadName('select "id" from "users" where "email" = $1')).not.toBe(name);
    expect(preparedReadName("  WITH page as (select 1) select * from page")).toMatch(/^read_/);
  });

  it("leaves writes, writing CTEs and very long texts unnamed", () => {
    expect(preparedReadName('insert into "users" ("id") values ($1)')).toBeUndefined();
    expect(preparedReadName('update "users" set "email" = $1')).toBeUndefined();
    expect(preparedReadName('delete from "users" where "id" = $1')).toBeUndefined();
    expect(
      preparedReadName("with gone as (delete from sessions returning 1) select count(*) from gone"),
    ).toBeUndefined();
    expect(preparedReadName(`select ${"1, ".repeat(6_000)}1`)).toBeUndefined();
  });

  it("names a write only when its text is marked as fixed", () => {
    const write = "with made as (insert into users (id) values ($1) returning id) select id from made";
    expect(preparedReadName(write)).toBeUndefined();
    expect(preparedReadName(`${FIXED_WRITE_MARK}\n${write}`)).toMatch(/^read_/);
    expect(preparedReadName(`${FIXED_WRITE_MARK} insert into "users" ("id") values ($1)`)).toMatch(/^read_/);
  });
});
