// Debian's libyaml-dev installs the header at /usr/include/yaml.h.
#include <yaml.h>
