package org.echosoap.server.metro.stages;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;

/**
 * Metro's stage file ({@code echosoap/stages/metro.tsv}, from {@code conf/stages/metro.tsv}), read once when the WAR
 * starts ({@code MetroSetup}): its boundaries are exactly {@link #TUBE_POSITIONS} in both directions
 * ({@code request:POSITION}, {@code response:POSITION}) and {@link #FILTER_BOUNDARIES}; any other, or one missing,
 * is one line naming the file.
 *
 * <pre>{@code
 * MetroStages.load();                          // MetroSetup: a bad file stops the WAR with its line
 * Stage s = MetroStages.stageOf("request:above-terminal");
 * }</pre>
 */
public final class MetroStages {

    /** The stage file's name under {@link StageMap#RESOURCE_FOLDER}. */
    public static final String FILE = "metro.tsv";

    /** Where {@link StageTubes} stand in metro.xml's endpoint tubeline, top to bottom. */
    public static final List<String> TUBE_POSITIONS = List.of("below-transport", "above-security", "below-security",
            "above-terminal");

    /** {@link MetroStageFilter}'s marks. */
    public static final List<String> FILTER_BOUNDARIES = List.of("adapter:encode", "servlet:return");

    private static volatile StageMap map;

    private MetroStages() {
    }

    /** Reads and checks the file on the class path; one line on a bad one. */
    public static StageMap load() {
        StageMap checked = check(StageMap.resource(FILE));
        map = checked;
        return checked;
    }

    /** The stage a boundary begins (loading the file now if MetroSetup has not). */
    public static Stage stageOf(String boundary) {
        StageMap m = map;
        return (m != null ? m : load()).require(boundary);
    }

    /** Every boundary the file must name, and no other. */
    static Set<String> boundaries() {
        Set<String> all = new TreeSet<>(FILTER_BOUNDARIES);
        for (String position : TUBE_POSITIONS) {
            all.add("request:" + position);
            all.add("response:" + position);
        }
        return all;
    }

    /** The map if its boundaries are exactly Metro's; else one line. */
    public static StageMap check(StageMap file) {
        Set<String> known = boundaries();
        for (String boundary : file.boundaries().keySet()) {
            if (!known.contains(boundary)) {
                throw new IllegalArgumentException(file.where(boundary) + ": boundary '" + boundary
                        + "' is not one of Metro's " + known);
            }
        }
        Set<String> missing = new TreeSet<>(known);
        missing.removeAll(file.boundaries().keySet());
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(file.fileName() + ": no stage for Metro's boundaries " + missing);
        }
        return file;
    }
}
