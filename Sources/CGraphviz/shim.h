// The installed Graphviz headers (libgraphviz-dev); pkg-config libgvc adds their folder.
#include <gvc.h>
#include <cgraph.h>
