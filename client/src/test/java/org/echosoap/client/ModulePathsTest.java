package org.echosoap.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No pom reaches into another module's files through a relative path ({@code ${project.basedir}/../other/src/...}):
 * what one module takes from another comes through a Maven dependency (the WSDLs from server/contract's jar,
 * unpacked into the module's own target/), so the reactor orders the build and a module can move. Paths to what no
 * module owns stay allowed: conf/, the shared source folders without a pom (server/jaxws, client/stacks/jaxws), the
 * client stacks' assembly file, and each module's parent pom ({@code <relativePath>}).
 *
 * <p>A module's own files are its {@code pom.xml}, {@code src/} and {@code target/}: a path that ends there, in a
 * module other than the pom's own, is the failure, printed with the module it reaches.
 *
 * <p>The same holds for the tests' Java: a string literal that climbs out of its module ({@code "../../webapp/src/..."},
 * resolved from the module's folder, where Surefire runs) into another module's sources or pom is a failure. A test
 * of a file checks it in the module that owns the file (webapp's Axis2XmlStagesTest reads its own axis2.xml). Built
 * artifacts are reached through the IT helpers' paths, not literals, and stay allowed.
 */
class ModulePathsTest {

    private static final Pattern COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);
    private static final Pattern PARENT_PATH = Pattern.compile("<relativePath>[^<]*</relativePath>");
    private static final Pattern UPWARD_PATH = Pattern.compile("(?<![\\w.])(?:\\.\\./)+[^<>\"'\\s,;]*");
    private static final Set<String> MODULE_FILES = Set.of("pom.xml", "src", "target");
    private static final Pattern UPWARD_LITERAL = Pattern.compile("\"((?:\\.\\./)+[^\"]*)\"");
    private static final Set<String> SOURCE_FILES = Set.of("pom.xml", "src");

    @Test
    void noPomReachesIntoAnotherModule() throws IOException {
        Path root = PackageRulesTest.findRoot();
        List<String> problems = problems(root);
        assertEquals(List.of(), problems, "relative paths into another module (use a dependency instead):\n"
                + String.join("\n", problems));
    }

    @Test
    void findsAPathIntoAnotherModuleButNotIntoSharedFolders(@TempDir Path root) throws IOException {
        write(root.resolve("pom.xml"), "<project><modules><module>a</module><module>b/c</module></modules></project>");
        write(root.resolve("a/pom.xml"), "<project><parent><relativePath>../pom.xml</relativePath></parent>"
                + "<directory>${project.basedir}/../b/c/src/main/resources</directory>"
                + "<directory>${project.basedir}/../conf/stages</directory>"
                + "<!-- ../b/c/src in a comment --><source>../b/shared/src/main/java</source></project>");
        write(root.resolve("b/c/pom.xml"), "<project><wsdl>${project.basedir}/../../a/target/contract</wsdl></project>");
        Files.createDirectories(root.resolve("conf/stages"));

        assertEquals(List.of("a/pom.xml: ../b/c/src/main/resources reaches into module b/c",
                "b/c/pom.xml: ../../a/target/contract reaches into module a"), problems(root));
    }

    @Test
    void noTestReadsAnotherModulesSources() throws IOException {
        Path root = PackageRulesTest.findRoot();
        List<String> problems = javaProblems(root);
        assertEquals(List.of(), problems, "tests reading another module's sources (test the file where it lives):\n"
                + String.join("\n", problems));
    }

    @Test
    void findsATestThatReadsAnotherModulesSourcesButNotConf(@TempDir Path root) throws IOException {
        write(root.resolve("pom.xml"), "<project/>");
        write(root.resolve("a/b/pom.xml"), "<project/>");
        write(root.resolve("web/pom.xml"), "<project/>");
        write(root.resolve("a/b/src/test/java/T.java"), "class T { P x = Path.of(\"../../web/src/main/x.xml\"); "
                + "P y = Path.of(\"../../conf/stages/a.tsv\"); P z = Path.of(\"../../web/target/w.war\"); }");

        assertEquals(List.of("a/b/src/test/java/T.java: ../../web/src/main/x.xml reaches into module web"),
                javaProblems(root));
    }

    /** Every test source's upward string literals that end in another module's sources or pom. */
    static List<String> javaProblems(Path root) throws IOException {
        Set<Path> modules = new TreeSet<>();
        for (Path pom : poms(root)) {
            modules.add(pom.getParent());
        }
        List<String> problems = new ArrayList<>();
        for (Path module : modules) {
            Path tests = module.resolve("src/test/java");
            if (!Files.isDirectory(tests)) {
                continue;
            }
            List<Path> sources;
            try (var walk = Files.walk(tests)) {
                sources = walk.filter(f -> f.toString().endsWith(".java")).sorted().toList();
            }
            for (Path source : sources) {
                Matcher m = UPWARD_LITERAL.matcher(Files.readString(source, StandardCharsets.UTF_8));
                while (m.find()) {
                    Path target = module.resolve(m.group(1)).normalize();
                    Path owner = owningModule(target, modules);
                    if (owner != null && !owner.equals(module)
                            && SOURCE_FILES.contains(owner.relativize(target).getName(0).toString())) {
                        problems.add(root.relativize(source) + ": " + m.group(1) + " reaches into module "
                                + root.relativize(owner));
                    }
                }
            }
        }
        return problems;
    }

    /** Every pom's relative paths that end among another module's own files, as "POM: PATH reaches into module M". */
    static List<String> problems(Path root) throws IOException {
        List<Path> poms = poms(root);
        Set<Path> modules = new TreeSet<>();
        for (Path pom : poms) {
            modules.add(pom.getParent());
        }
        List<String> problems = new ArrayList<>();
        for (Path pom : poms) {
            Path own = pom.getParent();
            String xml = PARENT_PATH.matcher(COMMENT.matcher(Files.readString(pom, StandardCharsets.UTF_8))
                    .replaceAll(" ")).replaceAll(" ");
            Matcher m = UPWARD_PATH.matcher(xml);
            while (m.find()) {
                String path = m.group();
                Path target = own.resolve(path.contains("$") ? path.substring(0, path.indexOf('$')) : path).normalize();
                Path module = owningModule(target, modules);
                if (module != null && !module.equals(own)) {
                    problems.add(root.relativize(pom) + ": " + path + " reaches into module " + root.relativize(module));
                }
            }
        }
        return problems;
    }

    /** The module whose own files (pom.xml, src/, target/) hold {@code path}, or null. */
    private static Path owningModule(Path path, Set<Path> modules) {
        for (Path p = path; p != null && p.getParent() != null; p = p.getParent()) {
            if (modules.contains(p.getParent()) && MODULE_FILES.contains(p.getFileName().toString())) {
                return p.getParent();
            }
        }
        return null;
    }

    /** Every pom.xml below the root, build output and hidden folders left out. */
    private static List<Path> poms(Path root) throws IOException {
        List<Path> poms = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                boolean skip = !dir.equals(root) && (name.equals("target") || name.startsWith("."));
                return skip ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (file.getFileName().toString().equals("pom.xml")) {
                    poms.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        poms.sort(null);
        return poms;
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
