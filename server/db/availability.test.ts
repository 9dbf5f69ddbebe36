// Which errors mean the database (or its disk) is away, and which are a request's own.
import { describe, expect, it } from "vitest";
import { createAvailability, outageOf } from "./availability";

const pgError = (code: string, severity = "ERROR", message = "") => Object.assign(new Error(message), { code, severity });

describe("outageOf", () => {
  it("reads PostgreSQL's lost and refused connections as the database away", () => {
    expect(outageOf(pgError("57P01", "FATAL", "terminating connection due to administrator command"))).toBe("database");
    expect(outageOf(pgError("57P03", "FATAL", "the database system is starting up"))).toBe("database");
    expect(outageOf(pgError("3D000", "FATAL", 'database "shop" does not exist'))).toBe("database");
    expect(outageOf(pgError("53300", "FATAL", "sorry, too many clients already"))).toBe("database");
    expect(outageOf(pgError("55000", "FATAL", 'database "shop" is not currently accepting connections'))).toBe("database");
    expect(outageOf(pgError("08006"))).toBe("database");
    expect(outageOf(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe("database");
    expect(outageOf(new Error("Connection terminated unexpectedly"))).toBe("database");
    expect(outageOf(new Error("timeout exceeded when trying to connect"))).toBe("database");
    // Node's attempt at several addresses fails as one AggregateError.
    const refused = Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" });
    expect(outageOf(new AggregateError([refused]))).toBe("database");
  });

  it("reads a full or failing disk as the disk", () => {
    expect(outageOf(Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }))).toBe("disk");
    expect(outageOf(Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR_WRITE" }))).toBe("disk");
    expect(outageOf(Object.assign(new Error("unable to open database file"), { code: "SQLITE_CANTOPEN" }))).toBe("disk");
    expect(outageOf(pgError("53100", "ERROR", "could not extend file: No space left on device"))).toBe("disk");
  });

  it("leaves a request's own errors alone", () => {
    expect(outageOf(pgError("23505", "ERROR", "duplicate key value violates unique constraint"))).toBeNull();
    // 55000 without FATAL is a statement's error (currval before nextval), not a refused connection.
    expect(outageOf(pgError("55000", "ERROR", "currval of sequence is not yet defined in this session"))).toBeNull();
    expect(outageOf(Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT_UNIQUE" }))).toBeNull();
    expect(outageOf(Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }))).toBeNull();
    expect(outageOf(new Error("Something else"))).toBeNull();
    expect(outageOf("a string")).toBeNull();
    expect(outageOf(null)).toBeNull();
  });
});

describe("createAvailability", () => {
  const lost = () =>
    Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01", severity: "FATAL" });

  it("reports going away and coming back once each, and doubts a late error while the database answers", async () => {
    let up = false;
    const availability = createAvailability();
    availability.probe({ ping: async () => (up ? undefined : Promise.reject(lost())), write: async () => {}, file: null });
    const changes: (string | null)[] = [];
    availability.onChange((outage) => changes.push(outage));

    availability.observe(lost());
    expect(availability.outage).toBe("database");
    up = true;
    await availability.check();
    expect(availability.outage).toBeNull();
    // A request that failed while the database was away reports it only now: checked, not believed.
    availability.observe(lost());
    expect(availability.outage).toBeNull();
    await availability.check();
    expect(changes).toEqual(["database", null]);
    availability.close();
  });

  it("still sees a new outage right after coming back, once the check fails", async () => {
    let up = false;
    const availability = createAvailability();
    availability.probe({ ping: async () => (up ? undefined : Promise.reject(lost())), write: async () => {}, file: null });
    availability.observe(lost());
    up = true;
    await availability.check();
    up = false;
    availability.observe(lost());
    expect(await availability.check()).toBe("database");
    availability.close();
  });
});
