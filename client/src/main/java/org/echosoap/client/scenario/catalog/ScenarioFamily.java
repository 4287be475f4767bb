package org.echosoap.client.scenario.catalog;

import java.util.List;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;

/**
 * One family of scenario names ({@code benchmark.OP}, {@code rmi.CALL}, ...): which names it owns, which of them take
 * {@code --size}, what each needs of the server's stack, and how each is built. {@link Scenarios} holds the families
 * and asks the one that owns a name; adding a family is a class here and its line in {@link Scenarios#FAMILIES}.
 */
interface ScenarioFamily {

    /** Whether {@code name} is this family's (well-formed or not: a malformed one is the family's to refuse). */
    boolean owns(String name);

    /** Every well-formed name of the family, in the order {@code --help} lists them. */
    List<String> names();

    /** How the family's names are written in the one-line refusal of an unknown name ({@code benchmark.OPERATION}). */
    List<String> patterns();

    /** Whether {@code --size} means something for {@code name}. */
    boolean isSized(String name);

    /** The contract service {@code name} needs ({@link SoapStack#BENCHMARK}, ...), or null. */
    default String contract(String name) {
        return null;
    }

    /** Why {@code name} cannot be measured on {@code stack} before any contract check, or null when it can. */
    default String refusalOn(SoapStack stack, String name) {
        return null;
    }

    /**
     * Whether the family checks the stack itself and names it in its descriptions (the layers): then {@link
     * Scenarios} makes none of its checks and adds nothing to the description.
     */
    default boolean checksStackItself() {
        return false;
    }

    /**
     * The scenario {@code name} on {@code stack}'s WAR.
     *
     * @throws IllegalArgumentException one line: a malformed name, a size out of range
     */
    Scenario scenario(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer);
}
