/**
 * The rules of resources that reach beyond their table: a family's read narrowed to a child's year group
 * (decision 049), and the uploaded file a resource carries (DECISIONS.md "Resource files", decision 045) —
 * taken from the uploads when a resource is about to carry it, deleted when no resource carries it any more.
 */
import type { FastifyBaseLogger } from "fastify";
import { isUploadedFileUrl } from "#shared/schemas/files.ts";
import { resourceYearGroupOf } from "#shared/schemas/resources.ts";
import type { OwnedWriteOutcome, RowWriter } from "../../db/owned-rows.ts";
import { unwrapOwnedWrite } from "../../http/owned-writes.ts";
import type { FilesService } from "../files/files.service.ts";
import { studentNotFound } from "../students/students.errors.ts";
import type { StudentsRepository } from "../students/students.repository.ts";
import {
  resourceFileMissing,
  resourceFileNotYours,
  resourceNotFound,
  resourceNotOwner,
} from "./resources.errors.ts";
import type { ResourcesListQuery, ResourcesRepository, ResourceValues } from "./resources.repository.ts";

/** What the resources service uses, each named (decision 052). */
export type ResourcesServiceDeps = {
  resourcesRepo: ResourcesRepository;
  studentsRepo: Pick<StudentsRepository, "gradeOf">;
  files: Pick<FilesService, "takeForResource" | "deleteByUrl">;
  log: FastifyBaseLogger;
};

/** The family's narrowing of a read (decision 049): a child of theirs, or a session's academic year. */
export type YearGroupChoice = { studentId?: number; academicYear: string | null };

const refusals = { notFound: resourceNotFound, notOwner: resourceNotOwner };
const unwrap = <T>(outcome: OwnedWriteOutcome<T>) => unwrapOwnedWrite(outcome, refusals);

export function createResourcesService({ resourcesRepo, studentsRepo, files, log }: ResourcesServiceDeps) {
  /**
   * The year group a family's read is narrowed to (decision 049): the chosen child's (404 for a child the
   * account may not name) or a session's academic year's; undefined when neither is given.
   */
  async function yearGroupFilter(
    reader: Parameters<StudentsRepository["gradeOf"]>[0],
    { studentId, academicYear }: YearGroupChoice,
  ): Promise<string | null | undefined> {
    if (studentId !== undefined) {
      const grade = await studentsRepo.gradeOf(reader, studentId);
      if (grade === null) throw studentNotFound();
      return resourceYearGroupOf(grade);
    }
    return academicYear === null ? undefined : resourceYearGroupOf(academicYear);
  }

  /**
   * A newly attached uploaded file must exist, and a tutor may attach only a file they uploaded (an
   * admin any): a file's address alone must not let one tutor publish another's upload. Taking it marks
   * it attached, so housekeeping does not delete it as an upload nothing took (decision 045).
   */
  async function checkAttachable(writer: RowWriter, fileUrl: string | null | undefined) {
    if (!fileUrl || !isUploadedFileUrl(fileUrl)) return;
    const taken = await files.takeForResource(fileUrl, writer);
    if (taken === "missing") throw resourceFileMissing();
    if (taken === "not-yours") throw resourceFileNotYours();
  }

  /** Deletes an uploaded file that no resource carries any more; a failure is logged, not answered. */
  async function releaseFile(fileUrl: string | null) {
    if (fileUrl === null || !isUploadedFileUrl(fileUrl)) return;
    try {
      if ((await resourcesRepo.countUsing(fileUrl)) === 0) await files.deleteByUrl(fileUrl);
    } catch (error) {
      log.error({ err: error, fileUrl }, "could not delete a resource's file");
    }
  }

  return {
    listPage: (query: ResourcesListQuery) => resourcesRepo.listPage(query),

    /** The library for the student screens, narrowed to a child's or a session's year group when asked. */
    async listForFamily(
      reader: Parameters<StudentsRepository["gradeOf"]>[0],
      { studentId, academicYear, ...query }: ResourcesListQuery & YearGroupChoice,
    ) {
      const forYearGroup = await yearGroupFilter(reader, { studentId, academicYear });
      return resourcesRepo.listPage({ ...query, forYearGroup });
    },

    async findById(id: number) {
      const resource = await resourcesRepo.findById(id);
      if (!resource) throw resourceNotFound();
      return resource;
    },

    /** A resource of `tutorId`'s, its uploaded file taken first. */
    async create(writer: RowWriter, tutorId: number, values: ResourceValues) {
      await checkAttachable(writer, values.fileUrl);
      return resourcesRepo.create({ ...values, tutorId });
    },

    /** Changes a resource the writer may change; a file it no longer carries goes when no other resource does. */
    async update(writer: RowWriter, id: number, values: ResourceValues) {
      const current = unwrap(await resourcesRepo.fileUrlAs(writer, id));
      if (values.fileUrl !== current) await checkAttachable(writer, values.fileUrl);
      const { resource, previousFileUrl } = unwrap(await resourcesRepo.updateAs(writer, id, values));
      if (previousFileUrl !== resource.fileUrl) await releaseFile(previousFileUrl);
      return resource;
    },

    /** Deletes a resource the writer may delete, and its uploaded file unless another resource carries it. */
    async delete(writer: RowWriter, id: number) {
      await releaseFile(unwrap(await resourcesRepo.deleteAs(writer, id)));
    },
  };
}

export type ResourcesService = ReturnType<typeof createResourcesService>;
