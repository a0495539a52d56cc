export { default, meta } from "./student-lesson.tsx";
