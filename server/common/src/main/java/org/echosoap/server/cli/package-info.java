/**
 * The command-line values the standalone servers beside Tomcat (RMI, gRPC) share: a port, a duration, the one address
 * they bind, and the two ways a command line ends early ({@link org.echosoap.server.cli.CommandLineValues}).
 */
package org.echosoap.server.cli;
