/**
 * Exact stages on Axis 1.4: {@link org.echosoap.server.axis1.stages.StageMarkHandler} in the transport's
 * and the global chains of {@code server-config.wsdd}, and the servlet's own marks, each boundary's stage from
 * {@code conf/stages/axis1.tsv} ({@link org.echosoap.server.axis1.stages.Axis1Stages}).
 */
package org.echosoap.server.axis1.stages;
