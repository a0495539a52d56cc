import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseCompany, companyFixture as company, renderWithProviders, stubApi } from "#app/test/render.tsx";
import { CsvUploadTab } from "../components/csv-upload-tab.tsx";

const csv = (text: string, name = "staff.csv") => new File([text], name, { type: "text/csv" });

function manyRows(count: number) {
  const lines = ["fullName,email"];
  for (let i = 1; i <= count; i++) lines.push(`Person ${i},person${i}@example.com`);
  return lines.join("\n");
}

/** Stubs the companies list and answers the upload with `answer` (status and body). */
const stubUpload = (answer: { status?: number; body: unknown }) =>
  stubApi({
    "GET /api/admin/companies": [company],
    "POST /api/admin/bulk-upload-employees": () => answer,
  });

/** The body of the upload request made, if any. */
const uploaded = (calls: { method: string; body?: unknown }[]) =>
  calls.find((call) => call.method === "POST")?.body;

/** The upload request the tab sends for these rows (name, e-mail), always generating passwords. */
const uploadBody = (
  rows: [fullName: string, email: string][],
  options: { role: "student" | "tutor"; sendEmails: boolean },
) => ({
  employees: rows.map(([fullName, email]) => ({ fullName, email, department: "", jobTitle: "" })),
  companyId: company.id,
  role: options.role,
  generatePasswords: true,
  sendEmails: options.sendEmails,
});

async function choose(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText("CSV file"), file);
  return user;
}

describe("CSV Upload tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses a file that is not a .csv", async () => {
    stubApi({ "GET /api/admin/companies": [company] });
    renderWithProviders(<CsvUploadTab />);
    await choose(new File(["x"], "staff.xlsx"));
    expect(await screen.findByText("Invalid File Type")).toBeInTheDocument();
    expect(screen.getByText("Please upload a CSV file.")).toBeInTheDocument();
  });

  it("explains a file without the required columns or without data", async () => {
    stubApi({ "GET /api/admin/companies": [company] });
    renderWithProviders(<CsvUploadTab />);
    await choose(csv("first,last\nJane,Doe\n"));
    expect(await screen.findByText("CSV must contain columns: fullname, email")).toBeInTheDocument();
    await choose(csv("fullName,email\n"));
    expect(
      await screen.findByText("CSV file must have a header row and at least one data row."),
    ).toBeInTheDocument();
  });

  it("previews the first 10 rows of the file", async () => {
    stubApi({ "GET /api/admin/companies": [company] });
    renderWithProviders(<CsvUploadTab />);
    await choose(csv(manyRows(25)));
    const table = await screen.findByRole("table", { name: /CSV preview/ });
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(screen.getByText(/25 employees found/)).toBeInTheDocument();
    expect(screen.getByText("Showing the first 10 of 25 rows.")).toBeInTheDocument();
  });

  it("asks for a file before uploading, then for a company", async () => {
    const calls = stubApi({ "GET /api/admin/companies": [company] });
    renderWithProviders(<CsvUploadTab />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Upload Employees" }));
    expect(screen.getByText("Please upload and preview a CSV file first.")).toBeInTheDocument();
    await choose(csv(manyRows(2)));
    await screen.findByRole("table", { name: /CSV preview/ });
    await user.click(screen.getByRole("button", { name: "Upload Employees" }));
    expect(screen.getByText("Please select a company first")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("says a file with more rows than one upload takes must be split, before sending it", async () => {
    const calls = stubApi({ "GET /api/admin/companies": [company] });
    renderWithProviders(<CsvUploadTab />);
    const user = await choose(csv(manyRows(10_001)));
    await screen.findByRole("table", { name: /CSV preview/ });
    await user.click(screen.getByRole("button", { name: "Upload Employees" }));
    expect(
      screen.getByText("A file can hold at most 10,000 employees. Please split it into smaller files."),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("uploads the rows with the chosen options and shows created, failed and per-row errors", async () => {
    const calls = stubUpload({
      body: {
        success: false,
        successCount: 1,
        totalProcessed: 2,
        // The server numbers rows among the employees sent: Person 2 is the second; the file's row 3.
        errors: [{ row: 2, email: "person2@example.com", error: "This email is already registered" }],
        credentials: [
          {
            fullName: "Person 1",
            username: "person1",
            password: "Xk7pQm2vRt9w",
            email: "person1@example.com",
          },
        ],
      },
    });
    renderWithProviders(<CsvUploadTab />);
    const user = await choose(csv(manyRows(2)));
    await screen.findByRole("table", { name: /CSV preview/ });
    await chooseCompany(user);
    await user.selectOptions(screen.getByLabelText("Role"), "tutor");
    await user.click(screen.getByLabelText("Send welcome e-mails"));
    await user.click(screen.getByRole("button", { name: "Upload Employees" }));
    expect(await screen.findByText("Upload Completed with Errors")).toBeInTheDocument();
    expect(screen.getByText("1 created, 1 failed.")).toBeInTheDocument();
    const results = screen.getByRole("region", { name: "Upload Results" });
    expect(within(results).getByRole("table", { name: "Rows that failed" })).toHaveTextContent(
      "3person2@example.comThis email is already registered",
    );
    expect(within(results).getByRole("button", { name: "Download Credentials" })).toBeInTheDocument();
    expect(uploaded(calls)).toEqual(
      uploadBody(
        [
          ["Person 1", "person1@example.com"],
          ["Person 2", "person2@example.com"],
        ],
        { role: "tutor", sendEmails: true },
      ),
    );
  });

  it("shows each failed row's number in the file, whatever blank lines and skipped rows came before", async () => {
    const calls = stubUpload({
      body: {
        success: false,
        successCount: 1,
        totalProcessed: 3,
        errors: [
          { row: 1, email: "not-an-email", error: "Please enter a valid email address" },
          { row: 3, email: "ann@example.com", error: "Duplicate email in file" },
        ],
        credentials: [
          { fullName: "Ann Lee", username: "ann", password: "Xk7pQm2vRt9w", email: "ann@example.com" },
        ],
      },
    });
    renderWithProviders(<CsvUploadTab />);
    const file = [
      "Employee Name,Work E-mail Address", // row 1
      "Bo Chan,not-an-email", // row 2
      "", // row 3
      "lonely", // row 4: skipped
      "Ann Lee,ann@example.com", // row 5
      ",", // row 6
      "Ann Again,ann@example.com", // row 7
    ].join("\r\n");
    const user = await choose(csv(file));
    await screen.findByRole("table", { name: /CSV preview/ });
    await chooseCompany(user);
    await user.click(screen.getByRole("button", { name: "Upload Employees" }));
    expect(await screen.findByText("Upload Completed with Errors")).toBeInTheDocument();
    const failures = screen.getByRole("table", { name: "Rows that failed" });
    const rows = within(failures).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "2not-an-emailPlease enter a valid email address",
      "7ann@example.comDuplicate email in file",
    ]);
    // The request carries the employees only, without row numbers.
    expect(uploaded(calls)).toEqual(
      uploadBody(
        [
          ["Bo Chan", "not-an-email"],
          ["Ann Lee", "ann@example.com"],
          ["Ann Again", "ann@example.com"],
        ],
        { role: "student", sendEmails: false },
      ),
    );
  });

  it("says Upload Failed when the call fails", async () => {
    stubUpload({
      status: 400,
      body: { message: "Company not found" },
    });
    renderWithProviders(<CsvUploadTab />);
    const user = await choose(csv(manyRows(1)));
    await screen.findByRole("table", { name: /CSV preview/ });
    await chooseCompany(user);
    await user.click(screen.getByRole("button", { name: "Upload Employees" }));
    expect(await screen.findByText("Upload Failed")).toBeInTheDocument();
    expect(screen.getByText("Company not found")).toBeInTheDocument();
  });
});
