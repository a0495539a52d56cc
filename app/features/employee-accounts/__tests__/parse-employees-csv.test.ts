import { describe, expect, it } from "vitest";
import {
  CSV_MISSING_COLUMNS_MESSAGE,
  CSV_NEEDS_DATA_MESSAGE,
  isCsvFileName,
  parseEmployeesCsv,
  parseEmployeesCsvFile,
} from "../lib/parse-employees-csv.ts";

function employeesOf(text: string) {
  const result = parseEmployeesCsv(text);
  if (!result.ok) throw new Error(`expected success, got ${result.message}`);
  return result.employees;
}

describe("parseEmployeesCsv", () => {
  it("reads the employee template's columns", () => {
    expect(
      employeesOf("fullName,email,department,jobTitle\nJane Doe,jane@example.com,Finance,Analyst\n"),
    ).toEqual([
      { fullName: "Jane Doe", email: "jane@example.com", department: "Finance", jobTitle: "Analyst" },
    ]);
  });

  it("joins first and last name columns when there is no full name column", () => {
    const text = "First Name,Surname,Work Email\nJane,Doe,jane@example.com\n,Roe,roe@example.com\n";
    expect(employeesOf(text)).toEqual([
      { fullName: "Jane Doe", email: "jane@example.com", department: "", jobTitle: "" },
      { fullName: "Roe", email: "roe@example.com", department: "", jobTitle: "" },
    ]);
    expect(parseEmployeesCsv("First Name,Email\nJane,jane@example.com\n")).toEqual({
      ok: false,
      message: CSV_MISSING_COLUMNS_MESSAGE,
    });
  });

  it("reads an Excel UTF-8 export: byte-order mark and CRLF line ends", () => {
    const text = "\uFEFFFull Name,Email\r\nJane Doe,jane@example.com\r\nJohn Roe,john@example.com\r\n";
    expect(employeesOf(text)).toEqual([
      { fullName: "Jane Doe", email: "jane@example.com", department: "", jobTitle: "" },
      { fullName: "John Roe", email: "john@example.com", department: "", jobTitle: "" },
    ]);
  });

  it("reads a Google Sheets export (LF, no trailing newline, quoted where needed)", () => {
    const text = 'Name,E-mail,Department\nAnn Lee,ann@example.com,"Sales, North"\nBo Chan,bo@example.com,HR';
    expect(employeesOf(text)).toEqual([
      { fullName: "Ann Lee", email: "ann@example.com", department: "Sales, North", jobTitle: "" },
      { fullName: "Bo Chan", email: "bo@example.com", department: "HR", jobTitle: "" },
    ]);
  });

  it("keeps quoted fields with commas and escaped quotes intact", () => {
    const text = 'fullname,email,jobTitle\n"Doe, Jane",jane@example.com,"Head of ""People"", UK"\n';
    expect(employeesOf(text)[0]).toEqual({
      fullName: "Doe, Jane",
      email: "jane@example.com",
      department: "",
      jobTitle: 'Head of "People", UK',
    });
  });

  it("detects a semicolon-delimited European export", () => {
    const text =
      "\uFEFFNom complet;E-mail;Department\r\n".replace("Nom complet", "Full Name") +
      "Zoë Müller;zoe@example.de;Vertrieb, Süd\r\nJosé García;jose@example.es;Ventas\r\n";
    const result = parseEmployeesCsv(text);
    expect(result.ok && result.delimiter).toBe(";");
    expect(employeesOf(text)).toEqual([
      { fullName: "Zoë Müller", email: "zoe@example.de", department: "Vertrieb, Süd", jobTitle: "" },
      { fullName: "José García", email: "jose@example.es", department: "Ventas", jobTitle: "" },
    ]);
  });

  it("ignores blank lines anywhere, including lines of empty cells", () => {
    const text = "\nfullName,email\n\nJane Doe,jane@example.com\n,\n\r\nJohn Roe,john@example.com\n\n";
    expect(employeesOf(text).map((e) => e.email)).toEqual(["jane@example.com", "john@example.com"]);
  });

  it("keeps names with apostrophes and accents", () => {
    const text =
      "Full Name,Email\nSiobhán O'Brien,siobhan@example.ie\nRenée D'Arcy-Łukasz,renee@example.fr\n";
    expect(employeesOf(text).map((e) => e.fullName)).toEqual(["Siobhán O'Brien", "Renée D'Arcy-Łukasz"]);
  });

  it.each([
    ["fullName,email"],
    ["FULLNAME,EMAIL"],
    ["Full Name,E-mail"],
    ["name,Email Address"],
    ["full_name,e_mail"],
  ])("matches the header %s case-insensitively and tolerantly", (header) => {
    expect(employeesOf(`${header}\nJane Doe,jane@example.com\n`)).toHaveLength(1);
  });

  it.each([
    ["Employee Name", "Employee Email"],
    ["Name (full)", "Work E-mail Address"],
    ["Full name of employee", "Email address"],
    ["employeeFullName", "workEmail"],
    ["FULL NAME", "E-MAIL ADDRESS"],
    ["Staff name", "Primary e_mail"],
  ])("matches real-world headers %s and %s", (name, email) => {
    expect(employeesOf(`Employee ID,${name},${email}\n7,Jane Doe,jane@example.com\n`)).toEqual([
      { fullName: "Jane Doe", email: "jane@example.com", department: "", jobTitle: "" },
    ]);
  });

  it("prefers the exact header when several columns could match", () => {
    const text =
      "Manager Name,Manager Email,Name,Email\nBoss One,boss@example.com,Jane Doe,jane@example.com\n";
    expect(employeesOf(text)[0]).toMatchObject({ fullName: "Jane Doe", email: "jane@example.com" });
    const reversed =
      "Email,Work Email,Employee Name,Name\njane@example.com,j.doe@example.com,J. Doe,Jane Doe\n";
    expect(employeesOf(reversed)[0]).toMatchObject({ fullName: "Jane Doe", email: "jane@example.com" });
  });

  it("never takes another person's or thing's column for the employee's", () => {
    const text =
      "Manager Email,Company Name,Username,Department Name,Employee Name,Employee Email\n" +
      "boss@example.com,Acme,jdoe,Finance,Jane Doe,jane@example.com\n";
    expect(employeesOf(text)).toEqual([
      { fullName: "Jane Doe", email: "jane@example.com", department: "Finance", jobTitle: "" },
    ]);
    expect(parseEmployeesCsv("Manager Name,Email\nBoss,jane@example.com\n")).toEqual({
      ok: false,
      message: CSV_MISSING_COLUMNS_MESSAGE,
    });
    expect(parseEmployeesCsv("Name,Email Opt-in,Manager Email\nJane,yes,boss@example.com\n")).toEqual({
      ok: false,
      message: CSV_MISSING_COLUMNS_MESSAGE,
    });
  });

  it("prefers a work e-mail over a personal one", () => {
    const text = "Name,Personal Email,Employee Email\nJane Doe,jane@home.example,jane@example.com\n";
    expect(employeesOf(text)[0]?.email).toBe("jane@example.com");
    expect(employeesOf("Name,Personal Email\nJane Doe,jane@home.example\n")[0]?.email).toBe(
      "jane@home.example",
    );
  });

  it("joins first and last names under tolerant headers, never taking First Name as the full name", () => {
    const text =
      "Employee First Name,Employee Last Name,Manager Name,Employee Email\nJane,Doe,Boss One,jane@example.com\n";
    expect(employeesOf(text)[0]?.fullName).toBe("Jane Doe");
    expect(employeesOf("Given Name,Family Name,Email\nJane,Doe,jane@example.com\n")[0]?.fullName).toBe(
      "Jane Doe",
    );
    expect(employeesOf("Forename,Surname,Email\nJane,Doe,jane@example.com\n")[0]?.fullName).toBe("Jane Doe");
    // A full-name column wins over the parts.
    expect(
      employeesOf("First Name,Last Name,Employee Name,Email\nJane,Doe,Dr Jane Doe,jane@example.com\n")[0]
        ?.fullName,
    ).toBe("Dr Jane Doe");
  });

  it("matches tolerant department and job title headers", () => {
    const text =
      "Name,Email,Department Head,Employee Department,Job Title (current)\nJane,jane@example.com,Bob,IT,Analyst\n";
    expect(employeesOf(text)[0]).toMatchObject({ department: "IT", jobTitle: "Analyst" });
  });

  it("finds the columns in any order and trims cells", () => {
    expect(employeesOf("Email , Department, Full Name\n  jane@example.com , IT ,  Jane Doe \n")[0]).toEqual({
      fullName: "Jane Doe",
      email: "jane@example.com",
      department: "IT",
      jobTitle: "",
    });
  });

  it("skips rows with fewer than 2 cells", () => {
    const result = parseEmployeesCsv("fullName,email\nJane Doe,jane@example.com\nlonely\n");
    expect(result).toEqual({
      ok: true,
      employees: [{ fullName: "Jane Doe", email: "jane@example.com", department: "", jobTitle: "" }],
      rowNumbers: [2],
      skipped: 1,
      delimiter: ",",
    });
  });

  it("returns each employee's spreadsheet row number: header row 1, first data row 2", () => {
    const result = parseEmployeesCsv("fullName,email\nA,a@example.com\nB,b@example.com\n");
    expect(result.ok && result.rowNumbers).toEqual([2, 3]);
  });

  it("keeps row numbers of the file across blank lines, skipped rows and multi-line cells", () => {
    const text = [
      "", // row 1: blank line before the header
      "fullName,email", // row 2: header
      "A,a@example.com", // row 3
      "", // row 4: blank
      ",", // row 5: empty cells
      "lonely", // row 6: skipped (fewer than 2 cells)
      '"B, with a',
      'second line",b@example.com', // row 7: one row in a spreadsheet
      "C,c@example.com", // row 8
      "",
    ].join("\r\n");
    const result = parseEmployeesCsv(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.employees.map((e) => e.email)).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    expect(result.rowNumbers).toEqual([3, 7, 8]);
    expect(result.skipped).toBe(1);
  });

  it("still detects a semicolon delimiter when blank lines are kept", () => {
    const result = parseEmployeesCsv(
      "Name;Email\n\n\nJane Doe;jane@example.com\n\nJohn, Jr;john@example.com\n",
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.delimiter).toBe(";");
    expect(result.rowNumbers).toEqual([4, 6]);
  });

  it("needs a header row and at least one data row", () => {
    expect(parseEmployeesCsv("")).toEqual({ ok: false, message: CSV_NEEDS_DATA_MESSAGE });
    expect(parseEmployeesCsv("fullName,email\r\n\r\n")).toEqual({
      ok: false,
      message: CSV_NEEDS_DATA_MESSAGE,
    });
  });

  it("needs name and email columns", () => {
    expect(parseEmployeesCsv("first,last\nJane,Doe\n")).toEqual({
      ok: false,
      message: CSV_MISSING_COLUMNS_MESSAGE,
    });
    expect(parseEmployeesCsv("fullName,phone\nJane,123\n")).toEqual({
      ok: false,
      message: CSV_MISSING_COLUMNS_MESSAGE,
    });
  });
});

describe("parseEmployeesCsvFile", () => {
  it("parses a file in small chunks the same way as text, across chunk boundaries", async () => {
    const lines = ["\uFEFFFull Name;E-mail;Department"];
    for (let i = 0; i < 1000; i++) lines.push(`Employée ${i};person${i}@example.com;"Dept; ${i % 7}"`);
    const file = new File([`${lines.join("\r\n")}\r\n`], "staff.csv", { type: "text/csv" });
    const result = await parseEmployeesCsvFile(file, 1024);
    if (!result.ok) throw new Error(result.message);
    expect(result.delimiter).toBe(";");
    expect(result.employees).toHaveLength(1000);
    expect(result.employees[0]).toEqual({
      fullName: "Employée 0",
      email: "person0@example.com",
      department: "Dept; 0",
      jobTitle: "",
    });
    expect(result.employees[999]?.email).toBe("person999@example.com");
  });

  it("gives the same row numbers as the text parser across chunk boundaries and blank lines", async () => {
    const lines = ["\uFEFFFull Name,Email"];
    for (let i = 0; i < 300; i++) lines.push(i % 3 === 0 ? "" : `Person ${i},person${i}@example.com`);
    const text = `${lines.join("\n")}\n`;
    const result = await parseEmployeesCsvFile(new File([text], "staff.csv"), 256);
    if (!result.ok) throw new Error(result.message);
    const expected = parseEmployeesCsv(text);
    expect(expected.ok && expected.rowNumbers).toEqual(result.rowNumbers);
    expect(result.rowNumbers.slice(0, 3)).toEqual([3, 4, 6]);
    expect(result.rowNumbers).toHaveLength(200);
    expect(result.employees[0]?.email).toBe("person1@example.com");
  });

  it("reports a file without data rows", async () => {
    const result = await parseEmployeesCsvFile(new File(["fullName,email\n"], "empty.csv"));
    expect(result).toEqual({ ok: false, message: CSV_NEEDS_DATA_MESSAGE });
  });
});

describe("isCsvFileName", () => {
  it("accepts .csv in any case and rejects other files", () => {
    expect(isCsvFileName("staff.csv")).toBe(true);
    expect(isCsvFileName("STAFF.CSV")).toBe(true);
    expect(isCsvFileName("staff.xlsx")).toBe(false);
    expect(isCsvFileName("staff.csv.txt")).toBe(false);
  });
});
