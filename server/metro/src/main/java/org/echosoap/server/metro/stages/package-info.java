/**
 * Exact stages on Metro: tubes of ours at four places of the endpoint tubeline ({@link
 * org.echosoap.server.metro.stages.StageTubes}, named in {@code WEB-INF/metro.xml}), a filter around Metro's servlet
 * for writing and the return ({@link org.echosoap.server.metro.stages.MetroStageFilter}), each boundary's stage from
 * {@code conf/stages/metro.tsv} ({@link org.echosoap.server.metro.stages.MetroStages}).
 */
package org.echosoap.server.metro.stages;
