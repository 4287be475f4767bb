package org.echosoap.server.launcher;

/**
 * One task of the swarm's client service as {@code docker service ps --format '{{.Name}}\t{{.CurrentState}}\t{{.Error}}'}
 * lists it: its slot (1..N, the share's index + 1), its state and the error Docker gives for it.
 *
 * <pre>{@code
 * ClientTask t = ClientTask.parse("echosoap_clients.2\tFailed 4 seconds ago\ttask: non-zero exit (137)");
 * t.share(3);   // "1/3"
 * }</pre>
 *
 * @param name  the task's name, {@code STACK_clients.SLOT}
 * @param slot  its slot, or 0 when the name carries none
 * @param state Docker's current state ("Complete 2 seconds ago", "Failed ...", "Running ...")
 * @param error Docker's error for it, or ""
 */
record ClientTask(String name, int slot, String state, String error) {

    static ClientTask parse(String line) {
        String[] f = line.split("\t", -1);
        String name = f[0].strip();
        int slot = 0;
        int dot = name.lastIndexOf('.');
        if (dot >= 0 && name.substring(dot + 1).matches("\\d{1,4}")) {
            slot = Integer.parseInt(name.substring(dot + 1));
        }
        return new ClientTask(name, slot, f.length > 1 ? f[1].strip() : "", f.length > 2 ? f[2].strip() : "");
    }

    /** Whether the task has ended, one way or another. */
    boolean ended() {
        for (String end : new String[] {"Complete", "Failed", "Shutdown", "Rejected", "Orphaned"}) {
            if (state.startsWith(end)) {
                return true;
            }
        }
        return false;
    }

    /** Whether its client ran to the end and exited 0. */
    boolean completed() {
        return state.startsWith("Complete");
    }

    /** The share its client ran ({@code --share SLOT-1/N}), or "?/N" when the slot is not known. */
    String share(int clients) {
        return (slot > 0 ? Integer.toString(slot - 1) : "?") + "/" + clients;
    }

    /** The line that says a task ended before its client was ready for the start, and what Docker says of it. */
    String endedBeforeReady(int clients) {
        return "client " + share(clients) + " (task " + name + ") ended before it was ready: " + state
                + (error.isEmpty() ? "" : ", " + error);
    }

    /**
     * The line that says a task did not complete, what Docker says of it, and what became of its result: merged as
     * the client wrote it (a client that stopped early marks its own result incomplete) or missing from the merge.
     */
    String notCompleted(int clients, boolean wroteResult) {
        return "client " + share(clients) + " (task " + name + ") did not complete: " + state
                + (error.isEmpty() ? "" : ", " + error)
                + (wroteResult ? "; its result is merged as it wrote it (its own warnings say what went wrong)"
                        : "; it wrote no result: merged without it");
    }
}
