import { useMutation } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";

/** E-mails a fresh confirmation link to the account's address; the previous link stops working. */
export const resendEmailConfirmation = () => api.post<{ message: string }>("/api/email-confirmation/resend");

export const useResendEmailConfirmation = () => useMutation({ mutationFn: resendEmailConfirmation });
