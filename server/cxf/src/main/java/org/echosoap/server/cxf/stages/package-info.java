/**
 * Exact stages on the CXF stack: a mark of ours first in each phase of CXF's in and out chains where the
 * stage changes ({@link org.echosoap.server.cxf.stages.PhaseStageMark}), a nested {@code security} stage around
 * WSS4J's interceptors ({@link org.echosoap.server.cxf.stages.SecurityStageMarks}), each phase's stage read once at
 * start-up from {@code conf/stages/cxf.tsv} ({@link org.echosoap.server.cxf.stages.CxfStages}).
 */
package org.echosoap.server.cxf.stages;
