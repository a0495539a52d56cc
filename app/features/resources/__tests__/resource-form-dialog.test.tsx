import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { FILE_MESSAGES, MAX_UPLOAD_BYTES } from "#shared/schemas/files.ts";
import type { Resource } from "#shared/schemas/resources.ts";
import { ResourceFormDialog } from "../components/resource-form-dialog.tsx";

const FILE_URL = "/api/files/abcdefghijklmnopqrstuvwx";

/**
 * The browser's XMLHttpRequest as the upload uses it: `send` reports progress and waits; the test
 * answers with `respond`.
 */
class FakeUpload {
  static last: FakeUpload | null = null;
  status = 0;
  responseText = "";
  withCredentials = false;
  method = "";
  url = "";
  sent: FormData | null = null;
  private listeners = new Map<string, Array<(event: unknown) => void>>();
  private uploadListeners = new Map<string, Array<(event: unknown) => void>>();
  upload = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  abort() {
    for (const listener of this.listeners.get("abort") ?? []) listener({});
  }
  send(body: FormData) {
    this.sent = body;
    FakeUpload.last = this;
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get("progress") ?? [])
      listener({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.get("load") ?? []) listener({});
  }
}

function openForm(resource: Resource | null = null) {
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  const onClose = vi.fn();
  renderWithProviders(<ResourceFormDialog resource={resource} onClose={onClose} />);
  const dialog = within(screen.getByRole("dialog"));
  return { user: userEvent.setup(), dialog, onClose };
}

const pdfFile = (name = "fractions.pdf", bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

describe("the resource form [2§5]", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeUpload.last = null;
  });

  it("says what is missing with the specification's messages, and sends nothing", async () => {
    const calls = stubApi({});
    const { user, dialog } = openForm();
    await user.type(dialog.getByLabelText("External URL"), "not a link");
    await user.click(dialog.getByRole("button", { name: "Add Resource" }));
    expect(await dialog.findByText("Please enter a title")).toBeInTheDocument();
    expect(dialog.getByText("Please select a subject")).toBeInTheDocument();
    expect(dialog.getByText("Please enter a valid URL")).toBeInTheDocument();
    await user.clear(dialog.getByLabelText("External URL"));
    await user.click(dialog.getByRole("button", { name: "Add Resource" }));
    expect(await dialog.findByText("Either File URL or External URL must be provided")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("uploads the chosen file with a progress bar, fills size and type, and saves it", async () => {
    const calls = stubApi({
      "POST /api/resources": (call: { body: unknown }) => ({ status: 201, body: call.body }),
    });
    const { user, dialog } = openForm();
    await user.type(dialog.getByLabelText("Title *"), "Fractions Worksheet");
    await user.selectOptions(dialog.getByLabelText("Subject *"), "Mathematics");
    await user.selectOptions(dialog.getByLabelText("Year Group"), "Year 7");
    await user.upload(dialog.getByLabelText(/Choose file/), pdfFile());

    const upload = FakeUpload.last!;
    expect(upload).toMatchObject({ method: "POST", url: "/api/files", withCredentials: true });
    expect((upload.sent!.get("file") as File).name).toBe("fractions.pdf");
    upload.progress(1024, 2048);
    const bar = await dialog.findByRole("progressbar", { name: "Uploading fractions.pdf" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    expect(dialog.getByRole("button", { name: "Uploading..." })).toBeDisabled();

    upload.respond(201, { fileUrl: FILE_URL, size: 2, type: "doc" });
    expect(await dialog.findByRole("button", { name: "Remove file" })).toBeInTheDocument();
    expect(dialog.getByText("fractions.pdf")).toBeInTheDocument();
    expect(dialog.getByText("2 KB")).toBeInTheDocument();
    expect(dialog.getByLabelText("Size (KB)")).toHaveValue(2);
    expect(dialog.getByLabelText("Type")).toHaveValue("doc");

    await user.click(dialog.getByRole("button", { name: "Add Resource" }));
    expect(await dialog.findByRole("button", { name: "Add Another" })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/resources",
      body: {
        title: "Fractions Worksheet",
        subject: "Mathematics",
        yearGroup: "Year 7",
        fileUrl: FILE_URL,
        size: 2,
        type: "doc",
      },
    });
    expect(await screen.findByText("Resource created")).toBeInTheDocument();
  });

  it("refuses a file over 25 MB before sending it, and shows the server's refusal of a type", async () => {
    stubApi({});
    const { user, dialog } = openForm();
    const huge = pdfFile("huge.pdf", 1);
    Object.defineProperty(huge, "size", { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(dialog.getByLabelText(/Choose file/), huge);
    expect(await dialog.findByText(FILE_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(FakeUpload.last).toBeNull();

    await user.upload(dialog.getByLabelText(/Choose file/), pdfFile("virus.pdf"));
    FakeUpload.last!.respond(415, { message: FILE_MESSAGES.unsupportedType, code: "FILE_TYPE_NOT_ALLOWED" });
    expect(await dialog.findByText(FILE_MESSAGES.unsupportedType)).toBeInTheDocument();
    expect(dialog.getByLabelText(/Choose file/)).toBeInTheDocument();
  });

  it("Remove file takes the upload off the form", async () => {
    stubApi({});
    const { user, dialog } = openForm();
    await user.upload(dialog.getByLabelText(/Choose file/), pdfFile());
    FakeUpload.last!.respond(201, { fileUrl: FILE_URL, size: 2, type: "pdf" });
    await user.click(await dialog.findByRole("button", { name: "Remove file" }));
    expect(dialog.queryByText("fractions.pdf")).not.toBeInTheDocument();
    expect(dialog.getByLabelText(/Choose file/)).toBeInTheDocument();
    expect(dialog.getByLabelText("Size (KB)")).toHaveValue(null);
  });

  it("edits a resource, showing the server's message inline and in an Error toast when refused", async () => {
    const existing: Resource = {
      id: 4,
      title: "Macbeth Key Quotations",
      description: null,
      fileUrl: FILE_URL,
      externalUrl: null,
      type: "pdf",
      size: 310,
      subject: "English",
      yearGroup: "Year 11",
      tutorId: 2,
      tutorName: "Sarah Whitfield",
      uploadedAt: "2026-11-01T10:00:00.000Z",
    };
    stubApi({
      "PUT /api/resources/4": () => ({
        status: 403,
        body: { message: "You can only change your own resources.", code: "RESOURCE_NOT_OWNER" },
      }),
    });
    const { user, dialog } = openForm(existing);
    expect(dialog.getByLabelText("Title *")).toHaveValue("Macbeth Key Quotations");
    expect(dialog.getByText("Current file")).toBeInTheDocument();
    expect(dialog.getByText("310 KB")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("You can only change your own resources.");
    expect(await screen.findByText("Error")).toBeInTheDocument();
  });
});
