/**
 * {@code --profile}: the server's JDK Flight Recorder profile, fetched through echosoap.war's control
 * endpoint, split into phases by the rules of {@code conf/phases/} and returned as results for the report to print;
 * its flame graph. Must not import {@code report}, {@code compare} or {@code cli}.
 */
package org.echosoap.client.profile;
