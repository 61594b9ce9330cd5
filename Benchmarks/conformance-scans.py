# gdb script for conformance-scans.sh: logs each protocol-conformance question that the Swift
# runtime answers by scanning every conformance record of every loaded library (a cache miss),
# as "TYPE : PROTOCOL" symbols, one a line, to the file named by $SCANS_OUT.
#
# NB: the runtime's lookup returns a pair, so on x86-64 its first argument register holds the
# result's address and the type and protocol come in rsi and rdx. The scan is seen as the first
# call of the per-record lambda after an entry; it is disabled again until the next entry.
import os
import gdb

LOOKUP = "_ZL52swift_conformsToProtocolMaybeInstantiateSuperclassesPKN5swift14TargetMetadataINS_9InProcessEEEPKNS_24TargetProtocolDescriptorIS1_EEb"
RECORD = ("_ZZZL52swift_conformsToProtocolMaybeInstantiateSuperclassesPKN5swift14TargetMetadataINS_9InProcessEEEPKNS_24"
          "TargetProtocolDescriptorIS1_EEbENK3$_2clERKN12_GLOBAL__N_118ConformanceSectionEENKUlRKNS_35"
          "TargetProtocolConformanceDescriptorIS1_EEE_clESH_")
out = open(os.environ["SCANS_OUT"], "w")
question = [None]


def symbol(register):
    text = gdb.execute("info symbol %s" % register, to_string=True).strip()
    return text.split(" in section")[0].split(" + ")[0] if not text.startswith("No symbol") else "(heap " + register + ")"


class Lookup(gdb.Breakpoint):
    def stop(self):
        question[0] = (symbol("$rsi"), symbol("$rdx"))
        scan.enabled = True
        return False


class Scan(gdb.Breakpoint):
    def stop(self):
        out.write("%s : %s\n" % question[0])
        out.flush()
        self.enabled = False
        return False


Lookup("*" + LOOKUP, internal=True)
scan = Scan("*" + RECORD, internal=True)
scan.enabled = False
