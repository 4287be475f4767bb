/**
 * {@code --metrics-port}: live Prometheus metrics of a running measurement, fed between blocks through {@code
 * load.RunObserver}, served on one address. Must not import {@code cli}, {@code report}, {@code compare} or {@code
 * merge}: the commands wire it in.
 */
package org.echosoap.client.metrics;
