/**
 * The Java of {@code src/main/idl/latency.idl} (this module's), what a client needs to call the CORBA server: the {@link
 * org.echosoap.server.corba.latency.Latency} interface, its stub, the helpers that narrow a reference and read and
 * write the contract's types, and the skeleton the server's servant extends. Written by hand, class for class what
 * {@code idlj -fall -pkgTranslate latency org.echosoap.server.corba.latency latency.idl} writes (no IDL compiler
 * for Java 17 resolves from Maven Central), on the portable streaming API only: they run with any ORB that provides
 * the OMG API ({@code org.omg.CORBA}), such as {@code org.glassfish.corba:glassfish-corba-orb}.
 *
 * <pre>{@code
 * Properties props = new Properties();
 * props.setProperty("org.omg.CORBA.ORBClass", "com.sun.corba.ee.impl.orb.ORBImpl");
 * ORB orb = ORB.init(new String[0], props);
 * Latency latency = LatencyHelper.narrow(orb.string_to_object("corbaloc:iiop:1.2@127.0.0.1:11080/Latency"));
 * latency.doNothing();
 * }</pre>
 */
package org.echosoap.server.corba.latency;
