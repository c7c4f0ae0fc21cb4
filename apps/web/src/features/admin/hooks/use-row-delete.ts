/**
 * An admin list's delete that asks first: the row chosen, then, once confirmed, the server's delete
 * with a toast either way. The dialog stays open until the server has answered (see
 * ConfirmDeleteDialog).
 */
import { useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";

type RowDeleteOptions = {
  /** Deletes the row with the given id. */
  mutation: UseMutationResult<unknown, Error, string>;
  /** The page shown and how many rows it holds. */
  page: number;
  rowsOnPage: number | undefined;
  /** Shows another page, replacing the history entry. */
  onPageChange: (page: number) => void;
  messages: { successTitle: string; successDescription: string; failed: string };
};

export function useRowDelete<Row extends { id: string }>({ mutation, page, rowsOnPage, onPageChange, messages }: RowDeleteOptions) {
  const [toDelete, setToDelete] = useState<Row | null>(null);

  function confirm() {
    if (!toDelete) return;
    const lastOnPage = page > 1 && rowsOnPage === 1;
    mutation.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(messages.successTitle, { description: messages.successDescription });
        setToDelete(null);
        // The last row of a later page is gone: show the page before it rather than an empty one.
        if (lastOnPage) onPageChange(page - 1);
      },
      onError: () => toast.error(messages.failed),
    });
  }

  return { toDelete, choose: setToDelete, confirm, cancel: () => setToDelete(null), pending: mutation.isPending };
}
