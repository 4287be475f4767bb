"""A zeep client of the echosoap contracts, generated at run time from a service's ?wsdl, for the interop ITs:

    zeep-client.py WSDL_URL echoFloat VALUE      prints the result
    zeep-client.py WSDL_URL getString SIZE       prints the string
    zeep-client.py WSDL_URL getIntegers SIZE     prints the values, comma-separated

A SOAP Fault prints "fault: REASON" and exits 3. zeep calls the address the WSDL names, unchanged.
"""
import sys

import zeep
import zeep.exceptions


def main(wsdl_url, operation, argument):
    client = zeep.Client(wsdl_url, settings=zeep.Settings(strict=True))
    try:
        if operation == "echoFloat":
            print(client.service.echoFloat(float(argument)))
        elif operation == "getString":
            print(client.service.getString(int(argument)))
        elif operation == "getIntegers":
            print(",".join(str(v) for v in client.service.getIntegers(int(argument))))
        else:
            raise SystemExit("unknown operation " + operation)
    except zeep.exceptions.Fault as fault:
        print("fault: " + str(fault.message))
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
