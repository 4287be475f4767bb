/**
 * Exact stages of a message inside the webapp: {@link org.echosoap.server.stages.Stages}, the marks each
 * stack makes at its pipeline's boundaries on the request thread (time from {@code System.nanoTime()}, bytes from the
 * thread's own allocation counter, accounted exclusively by a stack of marks); {@link
 * org.echosoap.server.stages.StageMap}, each stack's stage file; {@link org.echosoap.server.stages.StagesHeader}, the
 * {@code Echosoap-Stages} response header. Off unless a request asks. Imports nothing of echosoap's other packages:
 * the timing filter and every stack import it.
 */
package org.echosoap.server.stages;
