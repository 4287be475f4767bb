/**
 * Exact stages on Axis2 (docs/stages.md): where echosoap.war's Axis2 marks each boundary of its pipeline,
 * with every boundary's stage read once from the stage file {@code conf/stages/axis2.tsv} ({@link
 * org.echosoap.server.services.stages.Axis2Marks}): a {@link org.echosoap.server.services.stages.StageMarkHandler} at
 * the head of each phase of axis2.xml (and one ending the InFlow, where the message receiver's invocation begins),
 * the transport sender that serialises the answer ({@link
 * org.echosoap.server.services.stages.EchosoapTransportSender}), and the servlet ({@code EchosoapAxisServlet}).
 */
package org.echosoap.server.services.stages;
